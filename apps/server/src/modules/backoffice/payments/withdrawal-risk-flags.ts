import type { WithdrawalRiskFlag } from '@casino/contracts/backoffice';

const HOUR_MS = 60 * 60 * 1000;
/** A device first seen this soon before a withdrawal may be someone else's, who just took over the account. */
export const NEW_DEVICE_WINDOW_MS = 24 * HOUR_MS;
/** A limit changed this soon before a withdrawal is worth a look (a loosened limit, then cashing out). */
export const LIMIT_CHANGE_WINDOW_MS = 72 * HOUR_MS;

/** Whether `at` is within `windowMs` before `requestedAt` (the request's own moment included). */
function within(at: Date, requestedAt: Date, windowMs: number): boolean {
  const before = requestedAt.getTime() - at.getTime();
  return before >= 0 && before <= windowMs;
}

/** `new_device`: one of the player's devices was first seen within 24 hours before the request. */
export function newDevice(requestedAt: Date, devicesFirstSeen: readonly Date[]): boolean {
  return devicesFirstSeen.some((firstSeen) => within(firstSeen, requestedAt, NEW_DEVICE_WINDOW_MS));
}

/**
 * `deposit_not_wagered`: since the last deposit credited before the request, the player staked less real money
 * than that deposit; money passed through the casino without play is how deposits are laundered. No deposit, no
 * flag.
 */
export function depositNotWagered(lastDeposit: { amount: number } | null, stakesSince: number): boolean {
  return lastDeposit !== null && stakesSince < lastDeposit.amount;
}

/** `recent_limit_change`: a responsible-gambling limit of the player was changed within 72 hours before the request. */
export function recentLimitChange(requestedAt: Date, limitChanges: readonly Date[]): boolean {
  return limitChanges.some((changedAt) => within(changedAt, requestedAt, LIMIT_CHANGE_WINDOW_MS));
}

/** The facts the flags are worked out from, each read from the module that owns it. */
export interface WithdrawalRiskFacts {
  devicesFirstSeen(playerId: number): Promise<Date[]>;
  lastDepositBefore(playerId: number, before: Date): Promise<{ amount: number; completedAt: Date } | null>;
  realStakesBetween(playerId: number, from: Date, to: Date): Promise<number>;
  limitChangesBetween(playerId: number, from: Date, to: Date): Promise<Date[]>;
}

/** The risk flags of one withdrawal request, in the contract's order. */
export async function riskFlagsOf(
  withdrawal: { playerId: number; createdAt: Date },
  facts: WithdrawalRiskFacts,
): Promise<WithdrawalRiskFlag[]> {
  const { playerId, createdAt } = withdrawal;
  const [devices, deposit, limitChanges] = await Promise.all([
    facts.devicesFirstSeen(playerId),
    facts.lastDepositBefore(playerId, createdAt),
    facts.limitChangesBetween(playerId, new Date(createdAt.getTime() - LIMIT_CHANGE_WINDOW_MS), createdAt),
  ]);
  const stakes = deposit ? await facts.realStakesBetween(playerId, deposit.completedAt, createdAt) : 0;
  const flags: WithdrawalRiskFlag[] = [];
  if (newDevice(createdAt, devices)) flags.push('new_device');
  if (depositNotWagered(deposit, stakes)) flags.push('deposit_not_wagered');
  if (recentLimitChange(createdAt, limitChanges)) flags.push('recent_limit_change');
  return flags;
}
