import { type Currency, MINOR_UNITS } from '@casino/contracts';

export type AmountParse =
  | { ok: true; minor: number }
  | { ok: false; error: 'empty' | 'invalid' | 'too_precise' | 'too_large' };

/** Spaces players type (or paste from a formatted amount) between thousands: plain, no-break, narrow no-break. */
const GROUPING = /[\s\u00a0\u202f]/g;
const MAJOR_AMOUNT = /^(\d+)(?:[.,](\d*))?$/;

/** How many decimal places the currency's minor unit allows: 2 for kopecks and cents. */
function decimalPlaces(currency: Currency): number {
  return Math.round(Math.log10(MINOR_UNITS[currency]));
}

/**
 * Turns what the player typed in major units ("500", "1 250,50", "99.9") into integer minor units, on the digits
 * themselves, never through a float. A fraction of a kopeck is refused, not rounded: the player meant something
 * else.
 */
export function parseMajorAmount(text: string, currency: Currency): AmountParse {
  const compact = text.replace(GROUPING, '');
  if (compact === '') return { ok: false, error: 'empty' };
  const match = MAJOR_AMOUNT.exec(compact);
  if (!match) return { ok: false, error: 'invalid' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const places = decimalPlaces(currency);
  if (fraction.length > places) return { ok: false, error: 'too_precise' };
  const minor = BigInt(whole) * BigInt(MINOR_UNITS[currency]) + BigInt(fraction.padEnd(places, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'too_large' };
  return { ok: true, minor: Number(minor) };
}

/**
 * Minor units as the amount field shows them: "500" for whole amounts, "500,50" (or "500.50" in English)
 * otherwise, without grouping so that it reads back the same.
 */
export function majorAmountText(minor: number, currency: Currency, decimalSeparator: string): string {
  const unit = MINOR_UNITS[currency];
  const whole = Math.floor(minor / unit);
  const fraction = minor % unit;
  if (fraction === 0) return String(whole);
  return `${whole}${decimalSeparator}${String(fraction).padStart(decimalPlaces(currency), '0')}`;
}

/** An amount checked against a method's limits (all in minor units). */
export type AmountCheck =
  | { ok: true; minor: number }
  | { ok: false; error: 'empty' | 'invalid' | 'too_precise' | 'too_large' | 'below_min' | 'above_max' };

export function checkAmount(
  text: string,
  currency: Currency,
  limits: { min: number; max: number },
): AmountCheck {
  const parsed = parseMajorAmount(text, currency);
  if (!parsed.ok) return parsed;
  if (parsed.minor < limits.min || parsed.minor === 0) return { ok: false, error: 'below_min' };
  if (parsed.minor > limits.max) return { ok: false, error: 'above_max' };
  return parsed;
}
