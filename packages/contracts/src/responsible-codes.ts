/** What a self-limit caps: money deposited, money lost (stakes minus wins), money staked, or minutes logged in. */
export const LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** RTS 12: limits per 24 hours, 7 days and 1 month (calendar periods in the brand's time zone, weeks from Monday). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Raising or removing a limit waits this long (RTS 12 cooling-off); lowering one applies at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The largest money limit accepted (minor units): above it a "limit" limits nothing and is refused as absurd. */
export const MAX_MONEY_LIMIT = 10_000_000_00;

/** A session-time limit in minutes can at most fill its period. */
export const MAX_SESSION_MINUTES: Record<LimitPeriod, number> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
};

/** Time-outs (short breaks) and self-exclusion periods; permanent has no end. */
export const TIMEOUT_PERIODS = ['24h', '7d', '1m'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = TimeoutPeriod | SelfExclusionPeriod;

/**
 * `ludomanRequestStatus` of player main data: none asked for, an exclusion in force, or one that has run out
 * (the player may play again).
 */
export const LUDOMAN_REQUEST_STATUSES = ['none', 'active', 'expired'] as const;
export type LudomanRequestStatus = (typeof LUDOMAN_REQUEST_STATUSES)[number];

/** Reality-check intervals a player may pick, in minutes (RTS 13). */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** Who did something recorded in the audit trail. */
export const AUDIT_ACTOR_KINDS = ['player', 'operator', 'system', 'provider'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
