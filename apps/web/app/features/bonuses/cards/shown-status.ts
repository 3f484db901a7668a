import type { Bonus, BonusStatus } from '@casino/contracts';

/**
 * The status a bonus's card names, or none. An offer not taken yet (no player bonus) has no status of its own:
 * the server lists it as `init`, which on a taken deposit bonus means chosen and waiting for the deposit, and would
 * tell the player that an offer (a no-deposit one even) waits for a deposit.
 */
export function shownStatus(bonus: Pick<Bonus, 'playerBonusId' | 'status'>): BonusStatus | null {
  return bonus.playerBonusId === null ? null : bonus.status;
}
