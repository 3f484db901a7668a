import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';

/** Spec section 5: WithdrawVerifyInfo can be skipped once the player stored its hide flag. */
export function isWithdrawVerifyInfoHidden(): boolean {
  return readStored('local', STORAGE_KEYS.withdrawVerifyInfoHidden) === '1';
}

export function setWithdrawVerifyInfoHidden(hidden: boolean): void {
  writeStored('local', STORAGE_KEYS.withdrawVerifyInfoHidden, hidden ? '1' : null);
}
