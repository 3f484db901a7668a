export const CURRENCIES = ['UAH', 'USD', 'EUR', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'UAH' satisfies Currency;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit; every listed currency has two decimals. */
export const MINOR_UNITS: Record<Currency, number> = { UAH: 100, USD: 100, EUR: 100, RUB: 100 };

/** An amount of money: integer minor units (kopecks, cents) with its currency beside it. */
export interface Money {
  amount: number;
  currency: Currency;
}

/** Integer minor units as a plain decimal string for files and machines ('-1234.50'), with no float arithmetic. */
export function minorToDecimal(minorUnits: number, currency: Currency): string {
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`money must be integer minor units, got ${minorUnits}`);
  const scale = MINOR_UNITS[currency];
  const digits = String(scale).length - 1;
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const major = Math.floor(absolute / scale);
  const minor = String(absolute % scale).padStart(digits, '0');
  return digits === 0 ? `${sign}${major}` : `${sign}${major}.${minor}`;
}
