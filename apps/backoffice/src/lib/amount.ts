import { currencyDecimals, formatMoney } from './format';

export type ParsedAmount = { ok: true; minorUnits: number } | { ok: false; message: string };

/** Spaces an operator may type between groups of digits: `1 500.00`, also as pasted (no-break, thin). */
const GROUPING = /[\s\u00a0\u202f]/g;

/**
 * An amount typed in major units (`150.25`, `150,25`, `1 500`) as integer minor units of `currency`, by string
 * arithmetic only: the digits are joined, never multiplied as a float. Refuses what is not a plain positive number,
 * more decimals than the currency has, zero, and more than `max` minor units, each with a message for the field.
 */
export function parseAmount(text: string, currency: string, max = Number.MAX_SAFE_INTEGER): ParsedAmount {
  const decimals = currencyDecimals(currency);
  const typed = text.trim().replace(GROUPING, '');
  if (typed === '') return { ok: false, message: 'Enter the amount.' };
  if (/^[-−–]/.test(typed)) {
    return { ok: false, message: 'Enter the amount without a sign: the direction says credit or debit.' };
  }
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(typed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return { ok: false, message: 'Enter the amount as a number, like 150.25.' };
  }
  if (fraction.length > decimals) {
    return {
      ok: false,
      message:
        decimals === 0
          ? `${currency} amounts have no decimals.`
          : `Use at most ${decimals} decimals, like 150.25.`,
    };
  }
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+/, '');
  if (digits === '') return { ok: false, message: 'The amount must be more than zero.' };
  if (BigInt(digits) > BigInt(max)) {
    return { ok: false, message: `At most ${formatMoney(max, currency)} at once.` };
  }
  return { ok: true, minorUnits: Number(digits) };
}

/** Minor units as the operator types them in major units, `1500.50`: integer arithmetic only. */
export function majorText(minorUnits: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minorUnits);
  const scale = 10 ** decimals;
  const fraction = String(minorUnits % scale).padStart(decimals, '0');
  const whole = String(Math.floor(minorUnits / scale));
  return /^0+$/.test(fraction) ? whole : `${whole}.${fraction}`;
}
