import type { OddsPolicy } from '@casino/contracts';

/**
 * Prices are integers in hundredths of decimal odds (215 is 2.15) and money integer minor units, as the server
 * keeps them (decision 032): everything here is exact integer arithmetic, so the slip shows what the bet will say.
 */

/** `stake` times every price, rounded down once: floor(stake × Π odds / 100^n). */
function expressPayout(stake: bigint, odds: readonly number[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const price of odds) {
    numerator *= BigInt(price);
    denominator *= 100n;
  }
  return numerator / denominator;
}

/** How many combinations a system bet of `size` over `count` selections has: n choose k, exact at every step. */
export function combinationCount(count: number, size: number): number {
  let result = 1;
  for (let index = 1; index <= size; index += 1) result = (result * (count - size + index)) / index;
  return result;
}

/** Every choice of `size` of the prices, in the server's order (each combination is one express of the system). */
function combinationsOf(odds: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return odds.flatMap((price, index) =>
    combinationsOf(odds.slice(index + 1), size - 1).map((rest) => [price, ...rest]),
  );
}

/**
 * What a bet pays if every selection wins, rounded down to a minor unit as the server computes it. A single or an
 * express (`systemSize` null) pays its stake times every price, rounded once; a system bet splits its stake evenly
 * over its combinations (the server takes only a stake that divides) and pays the sum of their expresses, each
 * rounded on its own.
 */
export function potentialWin(
  stake: number,
  odds: readonly number[],
  systemSize: number | null = null,
): number {
  if (systemSize === null) return Number(expressPayout(BigInt(stake), odds));
  const perCombination = BigInt(stake / combinationCount(odds.length, systemSize));
  let total = 0n;
  for (const combination of combinationsOf(odds, systemSize))
    total += expressPayout(perCombination, combination);
  return Number(total);
}

/**
 * A bet's price in hundredths, rounded down: an express's is the product of its prices (a single's is its own), a
 * system bet's that of its best combination, as the bet will say it.
 */
export function combinedOdds(odds: readonly number[], systemSize: number | null = null): number {
  const counted = systemSize === null ? odds : [...odds].sort((a, b) => b - a).slice(0, systemSize);
  return Number(expressPayout(100n, counted));
}

/**
 * Whether the player's odds-change policy takes a price that moved from `shown` to `current` without asking: no
 * change always, a better price under `higher` and `any`, a worse one under `any` only (the server's rule).
 */
export function policyAccepts(policy: OddsPolicy, shown: number, current: number): boolean {
  if (current === shown) return true;
  if (current > shown) return policy !== 'none';
  return policy === 'any';
}

export type PriceMove = 'up' | 'down';

/** Which way a price moved between two readings; null when it did not (or there was no earlier reading). */
export function priceMove(previous: number | null | undefined, current: number | null): PriceMove | null {
  if (previous === null || previous === undefined || current === null || previous === current) return null;
  return current > previous ? 'up' : 'down';
}
