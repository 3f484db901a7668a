import type { OddsPolicy } from '@casino/contracts';

/**
 * Prices are integers in hundredths of decimal odds (215 is 2.15) and money integer minor units, as the server
 * keeps them (decision 032): everything here is exact integer arithmetic, so the slip shows what the bet will say.
 */

// The formatter lives in lib, since the bonuses page writes a free bet's minimum odds the same way.
export { formatOdds } from '../../lib/odds-format';

/**
 * What a single or an express pays if every selection wins: the stake times every price, rounded down once to a
 * minor unit — floor(stake × Π odds / 100^n), as the server computes it.
 */
export function potentialWin(stake: number, odds: readonly number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const price of odds) {
    numerator *= BigInt(price);
    denominator *= 100n;
  }
  return Number(numerator / denominator);
}

/** An express's combined price in hundredths: the product of its prices, rounded down (a single's is its own). */
export function combinedOdds(odds: readonly number[]): number {
  let numerator = 100n;
  let denominator = 1n;
  for (const price of odds) {
    numerator *= BigInt(price);
    denominator *= 100n;
  }
  return Number(numerator / denominator);
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
