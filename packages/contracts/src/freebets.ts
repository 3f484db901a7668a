/**
 * The sportsbook's free bets (decision 033): a bonus of kind `freebet` gives the player a stake the house pays.
 * A bet placed with it pays what it wins without the stake (a void or a lost bet pays nothing); it cannot be
 * cashed out. Amounts are integer minor units and odds integer hundredths of decimal odds, as everywhere else.
 */
import { z } from 'zod';
import { currencySchema } from './schemas.ts';
import { SPORT_BET_TYPES } from './sport-bets.ts';

/** What a free bet may be placed on: the lowest combined odds, and the kinds of bet. */
export const freebetTermsSchema = z.object({
  minOdds: z.number().int().min(101).max(100_000),
  betTypes: z.array(z.enum(SPORT_BET_TYPES)).min(1),
});
export type FreebetTerms = z.infer<typeof freebetTermsSchema>;

/** A free bet the player may place now: its bonus (`id` is the player bonus id the bet slip sends). */
export const freebetSchema = z.object({
  id: z.number().int().positive(),
  bonusId: z.number().int().positive(),
  title: z.string(),
  currency: currencySchema,
  /** The stake it pays: the whole of it, in one bet. */
  amount: z.number().int().positive(),
  ...freebetTermsSchema.shape,
  /** ISO 8601: when it can no longer be placed. */
  expiresAt: z.string().nullable(),
});
export type Freebet = z.infer<typeof freebetSchema>;

/** `GET /rest/sports-book/freebets/`: the player's free bets not placed yet, the one ending first first. */
export const freebetListResponseSchema = z.object({ success: z.literal(true), data: z.array(freebetSchema) });
