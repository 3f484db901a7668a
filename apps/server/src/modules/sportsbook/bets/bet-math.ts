/**
 * What a sports bet pays, in exact integers (decision 032). Prices are hundredths of decimal odds; a selection's
 * result turns its price into a factor over 200 (a half result returns half the stake and settles the other half),
 * so a bet's payout is its stake times the product of its factors, rounded down once, at the end, to a minor unit.
 */
import type { SportBetOutcome, SportBetType, SportSelectionResult } from '@casino/contracts';

/** A factor's denominator: 100 for hundredths of odds, times 2 for the halves of a half result. */
const DENOMINATOR = 200n;

/** The combinations a system bet of `size` over `count` selections is made of, as index lists in order. */
export function combinations(count: number, size: number): number[][] {
  const result: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      result.push(chosen);
      return;
    }
    for (let index = start; index <= count - (size - chosen.length); index += 1)
      pick(index + 1, [...chosen, index]);
  };
  pick(0, []);
  return result;
}

/** How many combinations a system bet has: n choose k. */
export function combinationCount(count: number, size: number): number {
  let result = 1;
  for (let index = 1; index <= size; index += 1) result = (result * (count - size + index)) / index;
  return Math.round(result);
}

/** A selection's factor over 200, or null while it is undecided. */
function factorOf(result: SportSelectionResult, odds: number): bigint | null {
  switch (result) {
    case 'won':
      return 2n * BigInt(odds);
    case 'lost':
      return 0n;
    case 'void':
      return DENOMINATOR;
    case 'half_won':
      return BigInt(odds) + 100n;
    case 'half_lost':
      return 100n;
    case 'open':
      return null;
  }
}

export interface PricedSelection {
  odds: number;
  result: SportSelectionResult;
}

export interface BetShape {
  type: SportBetType;
  systemSize: number | null;
  stake: number;
}

/** An express's payout for `stake` over decided selections: the stake times every factor, rounded down. */
function expressPayout(stake: number, factors: readonly bigint[]): bigint {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= factor;
    denominator *= DENOMINATOR;
  }
  return numerator / denominator;
}

/**
 * What the bet pays as its selections stand, or null while that is not yet known: a single or an express is
 * decided as soon as one selection loses, a system bet when every selection is decided.
 */
export function payoutOf(bet: BetShape, selections: readonly PricedSelection[]): number | null {
  const factors = selections.map((selection) => factorOf(selection.result, selection.odds));
  if (bet.type !== 'system') {
    if (factors.includes(0n)) return 0;
    if (factors.includes(null)) return null;
    return Number(expressPayout(bet.stake, factors as bigint[]));
  }
  if (factors.includes(null)) return null;
  const size = bet.systemSize ?? 0;
  const lines = combinations(factors.length, size);
  const perLine = bet.stake / lines.length;
  let total = 0n;
  for (const line of lines)
    total += expressPayout(
      perLine,
      line.map((index) => factors[index] as bigint),
    );
  return Number(total);
}

/** What the bet pays if every selection wins. */
export function potentialPayoutOf(bet: BetShape, odds: readonly number[]): number {
  return payoutOf(
    bet,
    odds.map((price) => ({ odds: price, result: 'won' })),
  ) as number;
}

/**
 * The bet's price in hundredths: the product of its prices (a system bet's best combination), rounded down. Beyond
 * any payout limit it is capped, so it always fits the column.
 */
export function combinedOddsOf(bet: Pick<BetShape, 'type' | 'systemSize'>, odds: readonly number[]): number {
  const counted =
    bet.type === 'system' ? [...odds].sort((a, b) => b - a).slice(0, bet.systemSize ?? 0) : [...odds];
  let numerator = 100n;
  let denominator = 1n;
  for (const price of counted) {
    numerator *= BigInt(price);
    denominator *= 100n;
  }
  const product = numerator / denominator;
  return Number(product > MAX_COMBINED_ODDS ? MAX_COMBINED_ODDS : product);
}

/** 10,000,000.00: far above any price a payout limit lets through. */
const MAX_COMBINED_ODDS = 1_000_000_000n;

/** How a decided bet reads: every selection void, or what it paid against its stake. */
export function outcomeOf(
  stake: number,
  payout: number | null,
  results: readonly SportSelectionResult[],
): SportBetOutcome {
  if (payout === null) return 'open';
  if (results.every((result) => result === 'void')) return 'void';
  if (payout > stake) return 'won';
  return payout === stake ? 'void' : 'lost';
}
