import { add, type Fraction, fraction, mul, toBasisPointsRounded, ZERO } from '../exact/fraction.ts';
import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import type { RandomSource, Seeds } from '../types.ts';

/** `uniformInt` draws below 2^32, so a wheel's weights may not add up to more. */
const MAX_TOTAL_WEIGHT = 0x1_0000_0000;

/**
 * A representative wheel for certification: the demo wheel's weights (out of 1000), common prizes heavy and the top
 * prize at 1. The certification's chi-square test spins it on the real fair stream against its exact chances.
 */
export const REPRESENTATIVE_WHEEL_WEIGHTS: readonly number[] = [240, 200, 150, 60, 80, 200, 40, 23, 6, 1];

/** The spun segment and the ticket it was read from (0 to the total weight - 1), as a draw records it. */
export type WheelSpin = { segment: number; ticket: number };

/** The total of a wheel's weights: each a positive integer, at least two segments, the total within one draw. */
export function wheelTotalWeight(weights: readonly number[]): number {
  if (weights.length < 2) throw new RangeError('a wheel needs at least two segments');
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 1)
      throw new RangeError(`a segment's weight must be a positive integer, got ${weight}`);
    total += weight;
  }
  if (total > MAX_TOTAL_WEIGHT) throw new RangeError(`a wheel's weights add up to ${total}, above 2^32`);
  return total;
}

/**
 * The segment a ticket falls in: segment i owns the tickets from the sum of the weights before it to that sum plus
 * its own weight - 1, so each segment owns exactly `weight` of the `total` tickets.
 */
export function segmentAt(weights: readonly number[], ticket: number): number {
  let upTo = 0;
  for (let segment = 0; segment < weights.length; segment++) {
    upTo += weights[segment] ?? 0;
    if (ticket < upTo) return segment;
  }
  throw new RangeError(`ticket ${ticket} is beyond the wheel's total weight ${upTo}`);
}

/** One spin: a uniform ticket (rejection sampling, no modulo bias) mapped through the cumulative weights. */
export function spinWheel(source: RandomSource, weights: readonly number[]): WheelSpin {
  const ticket = uniformInt(source, wheelTotalWeight(weights));
  return { segment: segmentAt(weights, ticket), ticket };
}

/**
 * A wheel of fortune's spin from the player's chance seeds: the first draw of the fair stream of
 * HMAC(serverSeed, `${clientSeed}:${nonce}:0`). The verify page recomputes it with this very function.
 */
export function fairWheelSpin(seeds: Seeds, weights: readonly number[]): WheelSpin {
  return spinWheel(fairSource(seeds), weights);
}

/** The exact chance of a segment: its weight over the total. */
export function wheelSegmentChance(weights: readonly number[], segment: number): Fraction {
  return fraction(weights[segment] ?? 0, wheelTotalWeight(weights));
}

/** The exact average of a value per segment (money in minor units) over one spin, in bigints so nothing overflows. */
export function wheelExpectation(weights: readonly number[], values: readonly number[]): Fraction {
  let sum = ZERO;
  for (let segment = 0; segment < weights.length; segment++) {
    sum = add(sum, mul(wheelSegmentChance(weights, segment), fraction(values[segment] ?? 0)));
  }
  return sum;
}

/** A segment's chance in basis points, rounded half up, for display beside the exact weight / total. */
export function wheelChanceBasisPoints(weights: readonly number[], segment: number): number {
  return toBasisPointsRounded(wheelSegmentChance(weights, segment));
}

/** The average of a money value per segment over one spin, in whole minor units rounded down. */
export function wheelExpectedMinor(weights: readonly number[], values: readonly number[]): number {
  const { num, den } = wheelExpectation(weights, values);
  return Number(num / den);
}
