/**
 * Jackpot-sevens (decision 036; spec sections 3, 5 and 7): a must-drop jackpot. Each round of a pool commits to its
 * drop point in advance (the SHA-256 of a server seed, published when the round opens); the stake whose share takes
 * the pool to or past it wins the whole pool, and the round's seed is revealed so anyone can recompute the point.
 */
import { z } from 'zod';
import { type Currency, MINOR_UNITS } from './money.ts';
import { localizedTextSchema } from './notifications.ts';
import { currencySchema } from './schemas.ts';

/** `GET /rest/jackpot-sevens/?currency=`: a guest may ask, in any of the site's currencies. */
export const jackpotSevensQuerySchema = z.object({ currency: currencySchema });

/** Spec: the jackpot's amount is shown in major units, truncated to an integer (a pool never shows its kopecks). */
export function sevensDisplayAmount(pool: number, currency: Currency): number {
  return Math.trunc(pool / MINOR_UNITS[currency]);
}

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const minor = z.number().int().min(0);

/** A player's own win (player main data's `jackpotSevens.lastPlayerWin`, the `win` push): the pool they took. */
export const sevensPlayerWinSchema = z.object({
  roundId: z.number().int().positive(),
  jackpot: z.string(),
  amount: z.number().int().positive(),
  currency: currencySchema,
  wonAt: z.iso.datetime(),
});
export type SevensPlayerWin = z.infer<typeof sevensPlayerWinSchema>;

/**
 * A round that dropped, as every visitor sees it: the winner masked, what the pool paid, and everything the drop
 * point is recomputed from (the revealed seed, the committed hash, the seed amount and ceiling it opened with).
 */
export const sevensDropSchema = z.object({
  roundId: z.number().int().positive(),
  winner: z.string(),
  amount: z.number().int().positive(),
  currency: currencySchema,
  seedAmount: minor,
  dropCeiling: z.number().int().positive(),
  dropAmount: minor,
  serverSeedHash: hashSchema,
  serverSeed: z.string().min(1),
  wonAt: z.iso.datetime(),
});
export type SevensDrop = z.infer<typeof sevensDropSchema>;

/** The round now running: the hash its drop point is committed to (the seed stays secret until it drops). */
export const sevensRoundSchema = z.object({
  id: z.number().int().positive(),
  serverSeedHash: hashSchema,
  openedAt: z.iso.datetime(),
});

/** The jackpot-sevens in one currency. Money is in minor units except `amount`, which the spec has truncated. */
export const jackpotSevensSchema = z.object({
  slug: z.string(),
  title: localizedTextSchema,
  currency: currencySchema,
  /** The pool in major units, truncated to an integer. */
  amount: z.number().int().min(0),
  /** What each round opens with. */
  seedAmount: minor,
  /** The pool drops before it reaches this ("must drop before"). */
  dropCeiling: z.number().int().positive(),
  shareBasisPoints: z.number().int().min(0).max(10_000),
  games: z.array(z.string()),
  /** Null until the first stake in this currency opens the first round. */
  round: sevensRoundSchema.nullable(),
  /** What the signed-in player's stakes have put into the current round; null for a guest. */
  userAmount: minor.nullable(),
  /** The signed-in player's latest win of it; null for a guest or a player who has not won it. */
  lastPlayerWin: sevensPlayerWinSchema.nullable(),
  /** The latest drops in this currency, newest first. */
  recentDrops: z.array(sevensDropSchema),
});
export type JackpotSevens = z.infer<typeof jackpotSevensSchema>;

export const jackpotSevensResponseSchema = z.object({
  success: z.literal(true),
  /** Null when no jackpot-sevens runs in the currency. */
  data: jackpotSevensSchema.nullable(),
});

/** The `jackpotSevens` push `update`, to every visitor at most once a second: the pool's new `amount` (truncated). */
export const sevensAmountSchema = z.object({
  slug: z.string(),
  currency: currencySchema,
  amount: z.number().int().min(0),
});

/** Player main data's `jackpotSevens` (spec section 3, programs). */
export const playerJackpotSevensSchema = z.object({ lastPlayerWin: sevensPlayerWinSchema.nullable() });
export type PlayerJackpotSevens = z.infer<typeof playerJackpotSevensSchema>;
