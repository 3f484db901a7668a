import { type Currency, SPORT_WIN_FEED_MAX } from '@casino/contracts';
import { type SportWinFeedTerms, sportWinFeedTermsSchema } from '@casino/contracts/backoffice';
import { majorText, type ParsedAmount, parseAmount } from '../../lib/amount';
import { parseDecimal } from '../../lib/decimal-text';
import { formatOdds } from '../../lib/format';
import { asSentence, type FormErrors } from './limits-form';
import type { Reading } from './settings-form';

/** The least odds a win may need (1.01: odds of 1.00 win nothing) and the most, as the contract keeps them. */
const WIN_FEED_MIN_ODDS = 101;
const WIN_FEED_MAX_ODDS = 100_000_000;
/** The longest delay the server takes, in seconds. */
export const WIN_FEED_MAX_DELAY_SECONDS = 600;
/** The largest minimum win the server takes (`limitAmount` in the contracts), in minor units. */
const MAX_MINIMUM_WIN = 1e14;

/** A currency's minimum wins: one for singles, one for multiples (express and system bets). */
export const MINIMUM_FIELDS = ['minWinSingle', 'minWinMulti'] as const;
export type MinimumField = (typeof MINIMUM_FIELDS)[number];

/** Decimal odds typed (`3`, `3.00`, `2,5`) as integer hundredths, from 1.01 up. */
export function parseOdds(text: string): Reading {
  const hundredths = parseDecimal(text, 2);
  if (hundredths === undefined) return { ok: false, message: 'Enter decimal odds, like 3.00.' };
  if (hundredths < WIN_FEED_MIN_ODDS) {
    return { ok: false, message: `Odds are at least ${formatOdds(WIN_FEED_MIN_ODDS)}.` };
  }
  if (hundredths > WIN_FEED_MAX_ODDS) {
    return { ok: false, message: `Odds are at most ${formatOdds(WIN_FEED_MAX_ODDS)}.` };
  }
  return { ok: true, value: hundredths };
}

/** A whole number typed, from `min` to `max`, or `message`. */
function parseWhole(text: string, min: number, max: number, message: string): Reading {
  const value = parseDecimal(text, 0);
  return value === undefined || value < min || value > max ? { ok: false, message } : { ok: true, value };
}

/** A minimum win typed in major units; a sign is refused in its own words (`parseAmount` speaks of a direction). */
function parseMinimumWin(text: string, currency: Currency): ParsedAmount {
  if (/^\s*[-−–]/.test(text)) return { ok: false, message: 'A minimum win is more than zero.' };
  return parseAmount(text, currency, MAX_MINIMUM_WIN);
}

export type WinFeedDraft = {
  minOddsSingle: string;
  minOddsMulti: string;
  maxEntries: string;
  delaySeconds: string;
  minimums: { currency: Currency; minWinSingle: string; minWinMulti: string }[];
};

/** The win feed's settings as the operator edits them: odds as decimals (`3.00`), wins in major units. */
export function winFeedDraftOf(terms: SportWinFeedTerms): WinFeedDraft {
  return {
    minOddsSingle: formatOdds(terms.minOddsSingle),
    minOddsMulti: formatOdds(terms.minOddsMulti),
    maxEntries: String(terms.maxEntries),
    delaySeconds: String(terms.delaySeconds),
    minimums: terms.minimums.map(({ currency, minWinSingle, minWinMulti }) => ({
      currency,
      minWinSingle: majorText(minWinSingle, currency),
      minWinMulti: majorText(minWinMulti, currency),
    })),
  };
}

/** Where a currency's minimum win is reported, as the server names it in its field errors: `minimums.0.minWinSingle`. */
export function minimumKey(index: number, field: MinimumField): string {
  return `minimums.${index}.${field}`;
}

/**
 * The settings the form describes, odds in hundredths and wins in minor units, or a message per field it cannot
 * read, keyed as the server keys its field errors; the contract's own checks run last, so nothing it would refuse
 * is sent.
 */
export function winFeedFromDraft(
  draft: WinFeedDraft,
): { ok: true; terms: SportWinFeedTerms } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const read = (key: string, reading: Reading) => {
    if (reading.ok) return reading.value;
    errors[key] = reading.message;
    return 0;
  };
  const terms: SportWinFeedTerms = {
    minOddsSingle: read('minOddsSingle', parseOdds(draft.minOddsSingle)),
    minOddsMulti: read('minOddsMulti', parseOdds(draft.minOddsMulti)),
    maxEntries: read(
      'maxEntries',
      parseWhole(draft.maxEntries, 1, SPORT_WIN_FEED_MAX, `A whole number from 1 to ${SPORT_WIN_FEED_MAX}.`),
    ),
    delaySeconds: read(
      'delaySeconds',
      parseWhole(
        draft.delaySeconds,
        0,
        WIN_FEED_MAX_DELAY_SECONDS,
        `Whole seconds from 0 to ${WIN_FEED_MAX_DELAY_SECONDS}.`,
      ),
    ),
    minimums: draft.minimums.map((row, index) => {
      const win = (field: MinimumField) => {
        const parsed = parseMinimumWin(row[field], row.currency);
        return read(minimumKey(index, field), parsed.ok ? { ok: true, value: parsed.minorUnits } : parsed);
      };
      return { currency: row.currency, minWinSingle: win('minWinSingle'), minWinMulti: win('minWinMulti') };
    }),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const checked = sportWinFeedTermsSchema.safeParse(terms);
  if (checked.success) return { ok: true, terms: checked.data };
  for (const issue of checked.error.issues) errors[issue.path.join('.') || '_'] ??= asSentence(issue.message);
  return { ok: false, errors };
}
