import type { BonusStakeOrder } from '../../platform/config.ts';

/** What a player can stake: real money and bonus money (decision 027). */
export interface PlayableBalances {
  real: number;
  bonus: number;
}

/**
 * What a stake takes from each playable balance: the balance the order names first as far as it goes, the other
 * one for the rest. Null when the two together do not cover the stake.
 */
export function splitStake(
  amount: number,
  balances: PlayableBalances,
  order: BonusStakeOrder,
): PlayableBalances | null {
  if (balances.real + balances.bonus < amount) return null;
  if (order === 'real_first') {
    const real = Math.min(balances.real, amount);
    return { real, bonus: amount - real };
  }
  const bonus = Math.min(balances.bonus, amount);
  return { real: amount - bonus, bonus };
}
