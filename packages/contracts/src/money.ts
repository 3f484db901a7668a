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
