import { z } from 'zod';
import { CASHBACK_PAYOUTS, CASHBACK_STATUSES } from './cashback-codes.ts';
import { GAME_KINDS } from './game-codes.ts';
import { currencySchema } from './schemas.ts';

const minor = z.number().int().nonnegative();

/**
 * A cashback programme as the player sees it, with their cashback of it: `id` is the programme's (the one the
 * choose call takes), `playerCashbackId` the player's own cashback of one period (null for an offer), which the
 * pay and apply calls take. Amounts are integer minor units of the player's currency; `percent` whole percent.
 */
export const cashbackSchema = z.object({
  id: z.number().int().positive(),
  playerCashbackId: z.number().int().positive().nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(CASHBACK_STATUSES),
  currency: currencySchema,
  /** The share of the period's net loss paid back, rounded down, up to `maxAmount`. */
  percent: z.number().int().positive(),
  /** Under this net loss the period pays nothing. */
  minNetLoss: minor,
  maxAmount: minor,
  /** The game kinds whose play counts; empty: every kind. */
  gameKinds: z.array(z.enum(GAME_KINDS)),
  payout: z.enum(CASHBACK_PAYOUTS),
  /** The wagering a bonus payout asks, times the cashback (0 for real money). */
  wageringMultiplier: z.number().int().nonnegative(),
  periodDays: z.number().int().positive(),
  /** The period counted: an offer's current one (it would count from when chosen), or the cashback's own. */
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** Real-money stakes less refunds and wins in the period so far (negative: the player is ahead). */
  netLoss: z.number().int(),
  /** What the period pays: expected so far while active, final once the period closed. */
  amount: minor,
  priority: z.number().int(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

/** The profile's `cashback (amount, status)`: the player's current cashback, or null with none. */
export const profileCashbackSchema = z
  .object({ amount: minor, status: z.enum(CASHBACK_STATUSES) })
  .nullable();
export type ProfileCashback = z.infer<typeof profileCashbackSchema>;

export const cashbackIdParamsSchema = z.object({
  cashbackId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** `POST /rest/players/cashback/apply/`: the player's cashback to collect. */
export const cashbackApplyBodySchema = z.object({
  cashbackId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const cashbackResponseSchema = z.object({ success: z.literal(true), data: cashbackSchema });
export const cashbackOrNoneResponseSchema = z.object({
  success: z.literal(true),
  data: cashbackSchema.nullable(),
});
export const cashbackListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(cashbackSchema),
});
