import {
  CURRENCIES,
  type Currency,
  DROP_MAX_PRIZE_COUNT,
  DROP_MAX_STARS,
  DROP_TOTAL_TICKETS,
  type DropKind,
  type DropStakeTerms,
  type DropTerms,
  type LocalizedText,
} from '@casino/contracts';
import { dropTermsFormSchema } from '@casino/contracts/backoffice';
import { majorText } from '../../lib/amount';
import { type ChancePrizeForm, chancePrizeFormOf, chancePrizeOf } from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';
import { toKyivInput } from '../../lib/kyiv-time';
import { MAX_PRIZE_AMOUNT } from '../../lib/prize-form';

/** Field errors keyed as the server keys them (`terms.prizes.0.count`), so one map serves both. */
export type FormErrors = Record<string, string>;

/** A currency's terms as typed: the minimum stake in major units, the tickets per minor unit; both empty: none. */
export interface StakeForm {
  minStake: string;
  ticketsPerMinorUnit: string;
}

export interface PrizeLineForm extends ChancePrizeForm {
  id: string;
  count: string;
}

/** The editor's state: every field as the operator types it, money in major units, times in Kyiv time. */
export interface DropForm {
  kind: DropKind;
  title: LocalizedText;
  enabled: boolean;
  startsAt: string;
  endsAt: string;
  games: string[];
  stakes: Record<Currency, StakeForm>;
  prizes: PrizeLineForm[];
  starsPerDrop: string;
  maxDrops: string;
}

const MAX_PRIZE_ID = 1_000_000;

function stakeFormOf(terms: DropStakeTerms | undefined, currency: Currency): StakeForm {
  return terms
    ? {
        minStake: majorText(terms.minStake, currency),
        ticketsPerMinorUnit: String(terms.ticketsPerMinorUnit),
      }
    : { minStake: '', ticketsPerMinorUnit: '' };
}

export function formOf(terms: DropTerms): DropForm {
  return {
    kind: terms.kind,
    title: terms.title,
    enabled: terms.enabled,
    startsAt: toKyivInput(terms.startsAt),
    endsAt: toKyivInput(terms.endsAt),
    games: terms.games,
    stakes: Object.fromEntries(
      CURRENCIES.map((currency) => [currency, stakeFormOf(terms.stakes[currency], currency)]),
    ) as Record<Currency, StakeForm>,
    prizes: terms.prizes.map((line) => ({
      ...chancePrizeFormOf(line.prize),
      id: String(line.id),
      count: String(line.count),
    })),
    starsPerDrop: String(terms.starsPerDrop),
    maxDrops: String(terms.maxDrops),
  };
}

/** A new campaign's form: a prize drop, switched off, with nothing filled in but its kind. */
export function blankForm(): DropForm {
  return {
    kind: 'prize',
    title: { uk: '', ru: '', en: '' },
    enabled: false,
    startsAt: '',
    endsAt: '',
    games: [],
    stakes: Object.fromEntries(
      CURRENCIES.map((currency) => [currency, stakeFormOf(undefined, currency)]),
    ) as Record<Currency, StakeForm>,
    prizes: [],
    starsPerDrop: '0',
    maxDrops: '0',
  };
}

/** A prize line the operator adds: no prize yet, one of it, its id one above the campaign's highest. */
export function blankPrizeLine(form: DropForm): PrizeLineForm {
  const ids = form.prizes.map((line) => Number(line.id) || 0);
  return { ...chancePrizeFormOf(undefined), id: String(Math.max(0, ...ids) + 1), count: '1' };
}

function stakesOf(read: FormReader, form: DropForm): DropTerms['stakes'] {
  const stakes: DropTerms['stakes'] = {};
  for (const currency of CURRENCIES) {
    const typed = form.stakes[currency];
    if (typed.minStake.trim() === '' && typed.ticketsPerMinorUnit.trim() === '') continue;
    const field = `terms.stakes.${currency}`;
    const minStake = read.money(`${field}.minStake`, typed.minStake, currency, MAX_PRIZE_AMOUNT);
    if (minStake === null) read.errors[`${field}.minStake`] ??= 'Required.';
    stakes[currency] = {
      minStake: minStake ?? 1,
      ticketsPerMinorUnit: read.required(
        `${field}.ticketsPerMinorUnit`,
        typed.ticketsPerMinorUnit,
        0,
        DROP_TOTAL_TICKETS,
      ),
    };
  }
  return stakes;
}

/**
 * The terms the form describes, as the create and change calls take them, or the fields it cannot read or that
 * break the contract's rules (the same rules the server checks). Bonus templates and drops made the server checks.
 */
export function termsFromForm(
  form: DropForm,
): { ok: true; terms: DropTerms } | { ok: false; errors: FormErrors } {
  const read = new FormReader();
  const terms: DropTerms = {
    kind: form.kind,
    title: read.text('terms.title', form.title),
    enabled: form.enabled,
    startsAt: read.instant('terms.startsAt', form.startsAt),
    endsAt: read.instant('terms.endsAt', form.endsAt),
    games: form.games,
    stakes: stakesOf(read, form),
    prizes: form.prizes.map((line, index) => {
      const field = `terms.prizes.${index}`;
      return {
        id: read.required(`${field}.id`, line.id, 1, MAX_PRIZE_ID),
        prize: chancePrizeOf(read, line, `${field}.prize`),
        count: read.required(`${field}.count`, line.count, 1, DROP_MAX_PRIZE_COUNT),
      };
    }),
    starsPerDrop: read.required('terms.starsPerDrop', form.starsPerDrop, 0, DROP_MAX_STARS),
    maxDrops: read.required('terms.maxDrops', form.maxDrops, 0, DROP_MAX_PRIZE_COUNT),
  };
  const errors = { ...read.errors };
  // A time not typed yet is reported by the reader: the contract's schema would only repeat it less clearly.
  const checked = dropTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}
