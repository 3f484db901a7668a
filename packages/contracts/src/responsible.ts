import { z } from 'zod';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  LUDOMAN_REQUEST_STATUSES,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './responsible-codes.ts';
import { currencySchema } from './schemas.ts';

/**
 * One self-limit as the player sees it: the amount in force (minor units, or minutes for `session`), what the
 * period has used, what is left and when the period restarts, and a change waiting for its cooling-off.
 */
export const selfLimitSchema = z.object({
  type: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().int().nullable(),
  used: z.number().int(),
  left: z.number().int().nullable(),
  resetsAt: z.iso.datetime(),
  /** A raise or removal (amount null) that applies at `effectiveAt`. */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.iso.datetime() }).nullable(),
});
export type SelfLimit = z.infer<typeof selfLimitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  period: z.enum([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startedAt: z.iso.datetime(),
  /** Null for a permanent self-exclusion. */
  till: z.iso.datetime().nullable(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/** `GET /rest/self-limits/player-info/`: the player's limits, exclusion and reality-check setting. */
export const playerLimitsInfoSchema = z.object({
  currency: currencySchema,
  limits: z.array(selfLimitSchema),
  exclusion: exclusionSchema.nullable(),
  ludomanRequestStatus: z.enum(LUDOMAN_REQUEST_STATUSES),
  realityCheck: z.object({ intervalMinutes: z.number().int().nullable() }),
});
export type PlayerLimitsInfo = z.infer<typeof playerLimitsInfoSchema>;
export const playerLimitsInfoResponseSchema = z.object({
  success: z.literal(true),
  data: playerLimitsInfoSchema,
});
export type PlayerLimitsInfoResponse = z.infer<typeof playerLimitsInfoResponseSchema>;

/**
 * `POST /rest/self-limits/update-limits/`: set, change or remove (amount null) limits; all or nothing. Lowering
 * applies at once, raising and removing after the 24-hour cooling-off.
 */
export const updateLimitsRequestSchema = z.object({
  limits: z
    .array(
      z.object({
        type: z.enum(LIMIT_TYPES),
        period: z.enum(LIMIT_PERIODS),
        amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
      }),
    )
    .min(1)
    .max(LIMIT_TYPES.length * LIMIT_PERIODS.length),
});
export type UpdateLimitsRequest = z.infer<typeof updateLimitsRequestSchema>;

/** `POST /rest/self-limits/exclude/`: a time-out or a self-exclusion, in force at once, never lifted early. */
export const excludeRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), period: z.enum(TIMEOUT_PERIODS) }),
  z.object({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);
export type ExcludeRequest = z.infer<typeof excludeRequestSchema>;

/** `POST /rest/self-limits/reality-check/`: the interval in minutes, or null to stop reality checks. */
export const realityCheckRequestSchema = z.object({
  intervalMinutes: z
    .number()
    .int()
    .refine((value) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(value), {
      message: `must be one of ${REALITY_CHECK_INTERVALS.join(', ')}`,
    })
    .nullable(),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/**
 * The figures of the session since login (RTS 2E, 13): elapsed time, stakes, wins and the net position
 * (wins minus stakes), in minor units. `GET /rest/self-limits/session/` and the realityCheck push message.
 */
export const sessionFiguresSchema = z.object({
  startedAt: z.iso.datetime(),
  elapsedMs: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  net: z.number().int(),
  currency: currencySchema,
  /** A reality check is due and play waits for the player to acknowledge it. */
  realityCheckDue: z.boolean(),
});
export type SessionFigures = z.infer<typeof sessionFiguresSchema>;
export const sessionFiguresResponseSchema = z.object({
  success: z.literal(true),
  data: sessionFiguresSchema,
});
export type SessionFiguresResponse = z.infer<typeof sessionFiguresResponseSchema>;

/**
 * The refusal of a deposit, bet or session over a limit (SelfLimitBlockModal): which limit, how much is left and
 * when its period restarts. Sent as `error.details` of a 422 `self_limit_reached`.
 */
export const selfLimitBlockSchema = z.object({
  type: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  limit: z.number().int(),
  left: z.number().int(),
  resetsAt: z.iso.datetime(),
});
export type SelfLimitBlock = z.infer<typeof selfLimitBlockSchema>;

/** `error.details` of the 444 answer: until when the player is excluded (null: permanently). */
export const selfExcludedDetailsSchema = z.object({ till: z.iso.datetime().nullable() });
export type SelfExcludedDetails = z.infer<typeof selfExcludedDetailsSchema>;
