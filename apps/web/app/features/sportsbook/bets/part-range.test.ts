import { describe, expect, it } from 'vitest';
import { clampPart, partRange } from './part-range';

// Hryvnias: 100 kopecks.
const UNIT = 100;

describe('the parts of a stake a partial cash-out offers', () => {
  it('step by one unit on a small stake, from one step to the last below the whole', () => {
    expect(partRange(5_000, UNIT)).toEqual({ step: 100, max: 4_900 });
    // ₴50.50: the last whole step below it.
    expect(partRange(5_050, UNIT)).toEqual({ step: 100, max: 5_000 });
  });

  it('take a rounder step as the stake grows, keeping a hundred positions at most', () => {
    expect(partRange(10_000, UNIT)).toEqual({ step: 100, max: 9_900 });
    expect(partRange(10_100, UNIT)).toEqual({ step: 200, max: 10_000 });
    expect(partRange(40_000, UNIT)).toEqual({ step: 500, max: 39_500 });
    expect(partRange(100_000, UNIT)).toEqual({ step: 1_000, max: 99_000 });
    expect(partRange(1_000_000, UNIT)).toEqual({ step: 10_000, max: 990_000 });
    expect(partRange(1_500_000, UNIT)).toEqual({ step: 20_000, max: 1_480_000 });
  });

  it('are none when no step fits below the whole', () => {
    expect(partRange(100, UNIT)).toBeNull();
    expect(partRange(150, UNIT)).toEqual({ step: 100, max: 100 });
    expect(partRange(99, UNIT)).toBeNull();
  });

  it('bring a part onto a step within the range', () => {
    const range = { step: 500, max: 39_500 };
    expect(clampPart(20_000, range)).toBe(20_000);
    expect(clampPart(20_240, range)).toBe(20_000);
    expect(clampPart(20_260, range)).toBe(20_500);
    expect(clampPart(0, range)).toBe(500);
    expect(clampPart(40_000, range)).toBe(39_500);
  });
});
