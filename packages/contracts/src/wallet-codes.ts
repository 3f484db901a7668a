/** Why money is on hold: a withdrawal awaiting payout, a dated balance hold, or money parked without a date. */
export const HOLD_KINDS = ['withdrawal', 'balance', 'parked'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** active: the money is held; released: it went back to the principal; settled: it left (a paid withdrawal). */
export const HOLD_STATUSES = ['active', 'released', 'settled'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** At most this many balance holds (dated or parked) may be active at once per player. */
export const HOLD_TRANSACTION_LIMIT = 10;
/** A balance hold may not be set further ahead than this. */
export const HOLD_MAX_DAYS = 366;

/** The groups the transaction history filters by (RTS 1B). */
export const TRANSACTION_GROUPS = [
  'deposit',
  'withdrawal',
  'hold',
  'game',
  'sport',
  'bonus',
  'adjustment',
] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];

/** The history shows at least this far back by default (RTS 1B: at least 3 months self-serve). */
export const TRANSACTION_HISTORY_DEFAULT_DAYS = 92;

/** A statement covers at most a year and a day, and holds at most this many rows (more: a shorter period). */
export const TRANSACTION_STATEMENT_MAX_DAYS = 366;
export const TRANSACTION_STATEMENT_MAX_ROWS = 10_000;
