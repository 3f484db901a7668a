import { profileErrors } from './profile.errors.ts';

/**
 * The one rule on changing currency: a player's money is kept in their currency, so it is fixed by the first
 * deposit. The cash desk does not exist yet, so every player has made no deposit.
 */
export function assertCurrencyChangeAllowed(depositsCount: number): void {
  if (depositsCount > 0) throw profileErrors.currencyLocked();
}
