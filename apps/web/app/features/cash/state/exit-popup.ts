import { type Currency, EXIT_POPUP_MIN_DEPOSIT, type Money } from '@casino/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';

/** Set once a deposit succeeded in this page's life: the player count in the start-up data is older than that. */
let depositedSinceLoad = false;

export function noteDepositSucceeded(): void {
  depositedSinceLoad = true;
}

/**
 * Whether closing the cash desk offers the exit popup: to a player who has never deposited, from the deposit
 * view, once per browser session.
 */
export function offersExitPopup(context: { depositsCount: number; onDepositView: boolean }): boolean {
  if (!context.onDepositView || context.depositsCount > 0 || depositedSinceLoad) return false;
  return readStored('session', STORAGE_KEYS.exitPopupShown) === null;
}

export function markExitPopupShown(): void {
  writeStored('session', STORAGE_KEYS.exitPopupShown, '1');
}

/**
 * The amount the exit popup encourages (spec section 9: 50 UAH). In another currency there is no configured
 * figure, so it is the smallest amount the cash desk accepts there.
 */
export function exitPopupAmount(currency: Currency, minDeposit: number | null): Money | null {
  if (currency === EXIT_POPUP_MIN_DEPOSIT.currency) {
    return { amount: Math.max(EXIT_POPUP_MIN_DEPOSIT.amount, minDeposit ?? 0), currency };
  }
  return minDeposit === null ? null : { amount: minDeposit, currency };
}
