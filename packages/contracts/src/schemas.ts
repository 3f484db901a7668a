import { z } from 'zod';
import { BRAND_IDS } from './brand-ids.ts';
import { LANGUAGES } from './language.ts';
import { CURRENCIES } from './money.ts';

/** Zod forms of the shared enumerations, for payload schemas; the web imports the plain constants instead. */
export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCIES);
export const brandIdSchema = z.enum(BRAND_IDS);

export const moneySchema = z.object({
  amount: z.number().int().safe(),
  currency: currencySchema,
});
