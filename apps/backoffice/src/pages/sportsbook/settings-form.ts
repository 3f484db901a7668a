import { formatOdds } from '@casino/contracts';
import {
  EXPRESS_OF_THE_DAY_MAX_LEGS,
  SPORT_CASH_OUT_MARGIN_MAX_BP,
  SPORT_LIVE_DELAY_MAX_MS,
  type SportsbookTermsResponse,
} from '@casino/contracts/backoffice';
import { decimalText, parseDecimal } from '../../lib/decimal-text';

/**
 * The settings saved together (`saveSettings`): the live bet delay, the cash-out margin and the express of the
 * day's rules (legs, and the price range of a leg in hundredths).
 */
export type SportsbookSettings = Pick<
  SportsbookTermsResponse,
  'liveDelayMs' | 'cashOutMarginBp' | 'expressLegs' | 'expressMinOdds' | 'expressMaxOdds'
>;
export type SportsbookSetting = keyof SportsbookSettings;

/** A number read from what the operator typed, in the unit the server keeps, or the field's message. */
export type Reading = { ok: true; value: number } | { ok: false; message: string };

/** What saving one setting sends: the value read for it, the others as the terms hold them. */
export function settingsBody(
  terms: SportsbookSettings,
  setting: SportsbookSetting,
  value: number,
): SportsbookSettings {
  return {
    liveDelayMs: terms.liveDelayMs,
    cashOutMarginBp: terms.cashOutMarginBp,
    expressLegs: terms.expressLegs,
    expressMinOdds: terms.expressMinOdds,
    expressMaxOdds: terms.expressMaxOdds,
    [setting]: value,
  };
}

/**
 * The server's field error that concerns the setting saved: its own, and for the lowest price of a leg also the one
 * the server puts on the highest when the lowest would be above it.
 */
export function settingFieldError(
  errors: Record<string, string>,
  setting: SportsbookSetting,
): string | undefined {
  return errors[setting] ?? (setting === 'expressMinOdds' ? errors.expressMaxOdds : undefined);
}

/** The live bet delay in seconds as the operator types it: 5000 → `5`, 2500 → `2.5`. */
export function delaySecondsText(ms: number): string {
  return decimalText(ms, 3);
}

/** Seconds typed (`5`, `2.5`, `2,5`) as whole milliseconds: 0 to the contract's 30 seconds, at most to the millisecond. */
export function parseDelaySeconds(text: string): Reading {
  const ms = parseDecimal(text, 3);
  if (ms === undefined || ms > SPORT_LIVE_DELAY_MAX_MS) {
    return {
      ok: false,
      message: `Enter seconds from 0 to ${delaySecondsText(SPORT_LIVE_DELAY_MAX_MS)}, like 5 or 2.5.`,
    };
  }
  return { ok: true, value: ms };
}

/** The cash-out margin in percent as the operator types it: 500 basis points → `5`, 250 → `2.5`, 25 → `0.25`. */
export function marginPercentText(bp: number): string {
  return decimalText(bp, 2);
}

/** The cash-out margin as the console shows it: 500 basis points → `5%`. */
export function formatMarginPercent(bp: number): string {
  return `${marginPercentText(bp)}%`;
}

/**
 * A percentage typed (`5`, `2.5`, `2,5`, `5 %`) as whole basis points: 0 to the contract's 50%, at most to the
 * hundredth of a percent.
 */
export function parseMarginPercent(text: string): Reading {
  const bp = parseDecimal(text.trim().replace(/\s*%$/, ''), 2);
  if (bp === undefined || bp > SPORT_CASH_OUT_MARGIN_MAX_BP) {
    return {
      ok: false,
      message: `Enter a percentage from 0 to ${marginPercentText(SPORT_CASH_OUT_MARGIN_MAX_BP)}, like 5 or 2.5.`,
    };
  }
  return { ok: true, value: bp };
}

/** The express of the day's legs as typed: a whole number from 2 to the contract's 10. */
export function parseExpressLegs(text: string): Reading {
  const legs = parseDecimal(text, 0);
  if (legs === undefined || legs < 2 || legs > EXPRESS_OF_THE_DAY_MAX_LEGS) {
    return { ok: false, message: `Enter a whole number of legs from 2 to ${EXPRESS_OF_THE_DAY_MAX_LEGS}.` };
  }
  return { ok: true, value: legs };
}

/** The contract's range of a leg's price, in hundredths (1.01 to 1000). */
const EXPRESS_MIN_ODDS = 101;
const EXPRESS_MAX_ODDS = 100_000;

/** Decimal odds typed (`1.3`, `1,30`, `2`) as whole hundredths, 1.01 to 1000, at most to the hundredth. */
export function parseOdds(text: string): Reading {
  const odds = parseDecimal(text, 2);
  if (odds === undefined || odds < EXPRESS_MIN_ODDS || odds > EXPRESS_MAX_ODDS) {
    return {
      ok: false,
      message: `Enter decimal odds from ${formatOdds(EXPRESS_MIN_ODDS)} to ${decimalText(EXPRESS_MAX_ODDS, 2)}, like 1.30.`,
    };
  }
  return { ok: true, value: odds };
}
