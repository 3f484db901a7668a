import { z } from 'zod';
import { BRAND_IDS } from './brand-ids.ts';
import { LANGUAGES } from './language.ts';
import { CURRENCIES } from './money.ts';
import { ACCOUNT_REVIEW_STATUSES } from './profile-options.ts';

/** Zod forms of the shared enumerations, for payload schemas; the web imports the plain constants instead. */
export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCIES);
export const brandIdSchema = z.enum(BRAND_IDS);

export const moneySchema = z.object({
  amount: z.number().int().safe(),
  currency: currencySchema,
});

/**
 * Spec section 4, player message statuses: the status an operator's review gave the account (null: none) and
 * whether the operator has confirmed it or accepted the player's answer. The profile carries it, so the `player`
 * message does, and so does player main data, against which the web tells a change.
 */
export const accountReviewSchema = z.object({
  status: z.enum(ACCOUNT_REVIEW_STATUSES).nullable(),
  statusConfirmed: z.boolean(),
});
export type AccountReview = z.infer<typeof accountReviewSchema>;
