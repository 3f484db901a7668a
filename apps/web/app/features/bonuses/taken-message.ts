import type { Bonus } from '@casino/contracts';

/**
 * What taking a bonus did, as the player is told it: a deposit bonus waits for the next deposit (`init`), a bonus
 * behind the active one waits its turn, any other is granted.
 */
export function takenMessageKey(bonus: Pick<Bonus, 'status'>): string {
  if (bonus.status === 'init') return 'bonuses.taken.nextDeposit';
  if (bonus.status === 'waiting') return 'bonuses.taken.queued';
  return 'bonuses.taken.granted';
}
