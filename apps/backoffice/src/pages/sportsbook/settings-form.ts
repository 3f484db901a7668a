import {
  SPORT_CASH_OUT_MARGIN_MAX_BP,
  SPORT_LIVE_DELAY_MAX_MS,
  type SportsbookTermsResponse,
} from '@casino/contracts/backoffice';
import { decimalText, parseDecimal } from '../../lib/decimal-text';

/** The settings saved together (`saveSettings`): the live bet delay and the cash-out margin. */
export type SportsbookSettings = Pick<SportsbookTermsResponse, 'liveDelayMs' | 'cashOutMarginBp'>;
export type SportsbookSetting = keyof SportsbookSettings;

/** A number read from what the operator typed, in the unit the server keeps, or the field's message. */
export type Reading = { ok: true; value: number } | { ok: false; message: string };

/** What saving one setting sends: the value read for it, the other as the terms hold it. */
export function settingsBody(
  terms: SportsbookSettings,
  setting: SportsbookSetting,
  value: number,
): SportsbookSettings {
  return { liveDelayMs: terms.liveDelayMs, cashOutMarginBp: terms.cashOutMarginBp, [setting]: value };
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
