/**
 * What a bet is worth now (decision 032): its remaining stake carried through the results so far and, for each open
 * selection, the price it was taken at over the price the market offers now, less the operator's margin. In exact
 * integers: the same factors over 200 as a payout (`bet-math.ts`), rounded down once at the end.
 */
import type { CashOutRefusal, SportSelectionResult } from '@casino/contracts';
import type { BetShape } from './bet-math.ts';

/** An open selection's price now, or why it has none (its market is not taking bets). */
export type CurrentPrice = number | 'suspended';

export interface ValuedSelection {
  odds: number;
  result: SportSelectionResult;
  /** The price of an open selection now; ignored for a decided one. */
  current: CurrentPrice;
}

const BASIS = 10_000n;

/** What cashing out `stake` of the bet pays now, or why it cannot be cashed out. */
export function cashOutValue(
  bet: Pick<BetShape, 'type'>,
  stake: number,
  selections: readonly ValuedSelection[],
  marginBp: number,
): { amount: number } | { refusal: CashOutRefusal } {
  if (bet.type === 'system' || stake <= 0) return { refusal: 'not_offered' };
  if (selections.every((selection) => selection.result !== 'open')) return { refusal: 'bet_decided' };
  let numerator = BigInt(stake) * (BASIS - BigInt(marginBp));
  let denominator = BASIS;
  for (const selection of selections) {
    const odds = BigInt(selection.odds);
    switch (selection.result) {
      case 'lost':
        return { refusal: 'bet_decided' };
      case 'open':
        if (selection.current === 'suspended') return { refusal: 'market_suspended' };
        numerator *= odds;
        denominator *= BigInt(selection.current);
        break;
      case 'won':
        numerator *= 2n * odds;
        denominator *= 200n;
        break;
      case 'half_won':
        numerator *= odds + 100n;
        denominator *= 200n;
        break;
      case 'half_lost':
        numerator *= 100n;
        denominator *= 200n;
        break;
      case 'void':
        break;
    }
  }
  return { amount: Number(numerator / denominator) };
}
