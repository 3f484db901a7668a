import { z } from 'zod';
import { currencySchema } from './schemas.ts';

const minor = z.number().int().nonnegative();

/**
 * A grant of free rounds through its life: `active` while spins are left and its time runs, then `finished`
 * (every spin played), `expired` (its time ran out first) or `canceled` (its bonus was canceled or expired).
 */
export const FREE_ROUND_GRANT_STATUSES = ['active', 'finished', 'expired', 'canceled'] as const;
export type FreeRoundGrantStatus = (typeof FREE_ROUND_GRANT_STATUSES)[number];

/** A game free spins are played on, as the page names and opens it. */
export const freeSpinGameSchema = z.object({ slug: z.string(), title: z.string() });

/**
 * A free-spin bonus's spins (spec: free-spin and periodical free-spin bonuses): how many, at what stake, on which
 * games, and what they have won so far. An offer not taken has no grant yet: every spin left, nothing won.
 */
export const freeSpinsSchema = z.object({
  /** The casino's id of the grant, the one a provider settles the spins under; null before the spins are given. */
  grantId: z.number().int().positive().nullable(),
  status: z.enum(FREE_ROUND_GRANT_STATUSES).nullable(),
  rounds: z.number().int().positive(),
  roundsLeft: z.number().int().nonnegative(),
  /** The stake of each spin, paid by the casino, in minor units of `currency`. */
  stake: minor,
  currency: currencySchema,
  games: z.array(freeSpinGameSchema).min(1),
  /** What the spins won so far, on the bonus balance: the bonus's amount once they are played. */
  winnings: minor,
  /** When the spins left are lost; null before they are given. */
  expiresAt: z.iso.datetime().nullable(),
});
export type FreeSpins = z.infer<typeof freeSpinsSchema>;

/** Spec section 7, periodical free spins (`period-fs`): the player's free spins still to play. */
export const periodFreeSpinsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    freeSpins: z.array(freeSpinsSchema.extend({ playerBonusId: z.number().int().positive() })),
  }),
});
export type PeriodFreeSpins = z.infer<typeof periodFreeSpinsResponseSchema>['data'];
