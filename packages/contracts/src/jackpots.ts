import { z } from 'zod';
import { localizedTextSchema } from './notifications.ts';
import { currencySchema } from './schemas.ts';

/** `GET /jackpots-status/?currency=` (spec section 7): a guest may ask, in any of the site's currencies. */
export const jackpotsStatusQuerySchema = z.object({ currency: currencySchema });

/**
 * A stake's odds of winning a jackpot, published exactly: a real-money stake of S minor units holds
 * `min(S × ticketsPerMinorUnit, totalTickets)` of `totalTickets` tickets, and one ticket is drawn per stake.
 */
export const jackpotOddsSchema = z.object({
  ticketsPerMinorUnit: z.number().int().min(0),
  totalTickets: z.number().int().positive(),
});
export type JackpotOdds = z.infer<typeof jackpotOddsSchema>;

/** A jackpot paid out, as every visitor sees it: the winner masked, the amount in the pool's currency. */
export const jackpotWinSchema = z.object({
  jackpot: z.string(),
  winner: z.string(),
  amount: z.number().int().positive(),
  currency: currencySchema,
  wonAt: z.iso.datetime(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;

/** One progressive jackpot in one currency: its pool now, what feeds it and what it starts again from. */
export const jackpotStatusSchema = z.object({
  slug: z.string(),
  title: localizedTextSchema,
  /** The pool: the balance of its ledger account, minor units. */
  amount: z.number().int().min(0),
  currency: currencySchema,
  /** What the pool starts again from after a win. */
  seedAmount: z.number().int().min(0),
  /** The share of each real-money stake in the feeding games that goes into the pool. */
  shareBasisPoints: z.number().int().min(0).max(10_000),
  /** The games whose stakes feed the pool and may win it. */
  games: z.array(z.string()),
  odds: jackpotOddsSchema,
  lastWin: jackpotWinSchema.nullable(),
});
export type JackpotStatus = z.infer<typeof jackpotStatusSchema>;

export const jackpotsStatusSchema = z.object({
  currency: currencySchema,
  jackpots: z.array(jackpotStatusSchema),
  /** The latest wins of every jackpot in this currency, newest first. */
  recentWins: z.array(jackpotWinSchema),
});
export type JackpotsStatus = z.infer<typeof jackpotsStatusSchema>;

export const jackpotsStatusResponseSchema = z.object({
  success: z.literal(true),
  data: jackpotsStatusSchema,
});

/** The `jackpotsStatus` push: `update` to everyone when a pool changes, `win` to the winner alone. */
export const jackpotAmountSchema = z.object({
  slug: z.string(),
  amount: z.number().int().min(0),
  currency: currencySchema,
});
export const jackpotPlayerWinSchema = jackpotWinSchema.extend({ drawId: z.number().int().positive() });
export type JackpotPlayerWin = z.infer<typeof jackpotPlayerWinSchema>;
