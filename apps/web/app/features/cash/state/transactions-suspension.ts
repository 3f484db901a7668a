import { TRANSACTIONS_SUSPENSION_MS } from '@casino/contracts';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { useSecondsLeft } from '../../../lib/countdown';
import { createTimedNotice } from './timed-notice';

/**
 * Spec sections 4 and 9: after a failed deposit new deposits are suspended for 60 s, counted down each second,
 * then the suspension turns itself off.
 */
export const transactionsSuspension = createTimedNotice<true>(
  STORAGE_KEYS.transactionsSuspension,
  TRANSACTIONS_SUSPENSION_MS,
  (value) => (value === true ? true : null),
);

export function suspendTransactions(now = Date.now()): void {
  transactionsSuspension.start(true, now);
}

/** Seconds until deposits may be tried again; 0 when they may be tried now. */
export function useSuspensionSecondsLeft(): number {
  const notice = transactionsSuspension.useNotice();
  return useSecondsLeft(notice?.until ?? 0);
}
