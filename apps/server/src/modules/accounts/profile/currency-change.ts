import { profileErrors } from './profile.errors.ts';

/**
 * What the cash desk tells the profile: how many of the player's deposits fix their currency (completed ones, and
 * open ones that may still be credited in it).
 */
export interface DepositsFixingCurrency {
  depositsFixingCurrency(playerId: number): Promise<number>;
}

/**
 * The one rule on changing currency: a player's money is kept in their currency, so it is fixed by the first
 * deposit.
 */
export function assertCurrencyChangeAllowed(depositsCount: number): void {
  if (depositsCount > 0) throw profileErrors.currencyLocked();
}
