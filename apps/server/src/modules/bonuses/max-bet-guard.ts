import type { StakeGuard } from '../games/index.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusesRepository } from './bonuses.repository.ts';

/**
 * The maximum bet while a bonus is wagered (decision 027): checked by the seamless wallet in the transaction
 * that takes the stake, so a stake above it is refused (`bonus_max_bet`) and nothing moves. A player without an
 * active bonus in the stake's currency, or whose bonus sets no maximum, is not limited.
 */
export function maxBetGuard(repository: BonusesRepository): StakeGuard {
  return async (tx, stake) => {
    const maxBet = await repository.activeMaxBet(tx, stake.playerId, stake.currency);
    if (maxBet !== null && stake.amount > maxBet) throw bonusErrors.maxBet(maxBet);
  };
}
