import { z } from 'zod';

export const CURRENCIES = ['UAH', 'USD', 'EUR', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'UAH' satisfies Currency;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** Minor units per major unit; every listed currency has two decimals. */
export const MINOR_UNITS: Record<Currency, number> = { UAH: 100, USD: 100, EUR: 100, RUB: 100 };

/** An amount of money: integer minor units (kopecks, cents) with its currency beside it. */
export const moneySchema = z.object({
  amount: z.number().int().safe(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;
