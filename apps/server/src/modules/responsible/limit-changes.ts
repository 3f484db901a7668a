import { LIMIT_COOLING_OFF_MS } from '@casino/contracts';

/** A limit as stored: the amount in force (null: none) and a raise or removal waiting for its cooling-off. */
export interface LimitState {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** The state at `now`: a pending change whose cooling-off is over has taken effect. */
export function settled(state: LimitState, now: Date): LimitState {
  if (!state.pending || state.pending.effectiveAt > now) return state;
  return { amount: state.pending.amount, pending: null };
}

/** Whether `next` limits less than `current` (null is no limit: the loosest). */
function isTighter(next: number | null, current: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/**
 * RTS 12: a lower limit (or a first one) applies at once and drops any raise waiting; a higher limit, or taking
 * a limit away — which is the largest raise of all — waits 24 hours. Asking for the amount already in force drops
 * a waiting raise.
 */
export function changeLimit(current: LimitState, requested: number | null, now: Date): LimitState {
  const state = settled(current, now);
  if (isTighter(requested, state.amount) || requested === state.amount) {
    return { amount: requested, pending: null };
  }
  return {
    amount: state.amount,
    pending: { amount: requested, effectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS) },
  };
}
