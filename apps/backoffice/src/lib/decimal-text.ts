/**
 * Integers kept at a fixed scale (a delay in milliseconds shown in seconds, a margin in basis points shown in
 * percent, odds in hundredths) as the decimal text an operator reads and types, by string arithmetic only, like
 * amounts: no float ever touches the value.
 */

/** `units` of 10^-`decimals` as the shortest decimal text: (2500, 3) → `2.5`, (500, 2) → `5`, (25, 2) → `0.25`. */
export function decimalText(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const scale = 10 ** decimals;
  const fraction = String(units % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  const whole = String(Math.floor(units / scale));
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * Text typed as `5`, `2.5`, `2,5` or `2.` as whole units of 10^-`decimals`; undefined for anything else (a sign, an
 * exponent, no digit before the separator) or more decimals than that.
 */
export function parseDecimal(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}
