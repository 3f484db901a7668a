import { describe, expect, it } from 'vitest';
import { chiSquarePValue } from '../certify/statistics.ts';
import { serverSeedHash } from '../fair/server-seed.ts';
import { fairDropPoint, verifySevensDrop } from './sevens-drop-point.ts';

const TERMS = { seedAmount: 777_00, dropCeiling: 7_777_00 };

describe('jackpot-sevens drop point', () => {
  it('drops from the seed amount up to one minor unit below the ceiling, the same for the same seed', () => {
    const seed = 'a'.repeat(64);
    const point = fairDropPoint(seed, TERMS);
    expect(fairDropPoint(seed, TERMS)).toBe(point);
    expect(point).toBeGreaterThanOrEqual(TERMS.seedAmount);
    expect(point).toBeLessThan(TERMS.dropCeiling);
    expect(Number.isInteger(point)).toBe(true);
    expect(fairDropPoint('b'.repeat(64), TERMS)).not.toBe(point);
    // A span of one leaves a single amount: the seed amount itself.
    expect(fairDropPoint(seed, { seedAmount: 5, dropCeiling: 6 })).toBe(5);
  });

  it('refuses terms that are not whole, a ceiling not above the seed amount, and a span above 2^32', () => {
    const seed = 'c'.repeat(64);
    expect(() => fairDropPoint(seed, { seedAmount: 1.5, dropCeiling: 10 })).toThrow(RangeError);
    expect(() => fairDropPoint(seed, { seedAmount: -1, dropCeiling: 10 })).toThrow(RangeError);
    expect(() => fairDropPoint(seed, { seedAmount: 10, dropCeiling: 10 })).toThrow(RangeError);
    expect(() => fairDropPoint(seed, { seedAmount: 0, dropCeiling: 0x1_0000_0001 })).toThrow(RangeError);
    expect(fairDropPoint(seed, { seedAmount: 0, dropCeiling: 0x1_0000_0000 })).toBeLessThan(0x1_0000_0000);
  });

  it('verifies a revealed seed against its commitment, and nothing else', () => {
    const seed = 'd'.repeat(64);
    const hash = serverSeedHash(seed);
    expect(verifySevensDrop(seed, hash, TERMS)).toBe(fairDropPoint(seed, TERMS));
    expect(verifySevensDrop(seed, hash.toUpperCase(), TERMS)).toBe(fairDropPoint(seed, TERMS));
    expect(verifySevensDrop('e'.repeat(64), hash, TERMS)).toBeNull();
  });

  it('is uniform over the span across 10^5 rounds (chi-square over 100 equal bins, 99%)', () => {
    const rounds = 100_000;
    const bins = 100;
    const span = TERMS.dropCeiling - TERMS.seedAmount;
    const counts = new Array<number>(bins).fill(0);
    for (let round = 0; round < rounds; round++) {
      const offset = fairDropPoint(`round-${round}`, TERMS) - TERMS.seedAmount;
      // The span (700,000) divides into 100 bins exactly, so every bin holds the same number of amounts.
      counts[Math.floor((offset * bins) / span)]! += 1;
    }
    const expected = rounds / bins;
    const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquarePValue(statistic, bins - 1)).toBeGreaterThan(0.01);
  });
});
