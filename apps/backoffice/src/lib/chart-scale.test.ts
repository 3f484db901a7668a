import { describe, expect, it } from 'vitest';
import { formatTick, labelledDays, positionOf, valueScale } from './chart-scale';

describe('valueScale', () => {
  it('steps by 1, 2 or 5 times a power of ten major units, from zero', () => {
    // 0 to 1 234.56 UAH in about 4 steps: 500 UAH.
    expect(valueScale([0, 123_456, 50_000])).toEqual({
      min: 0,
      max: 150_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000],
    });
    // 0 to 80 UAH: 20 UAH.
    expect(valueScale([8_000]).ticks).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    // 0 to 10 000 UAH: exactly 2 500 would be 2.5, rounded up to 5 000.
    expect(valueScale([1_000_000]).step).toBe(500_000);
  });

  it('keeps zero on the axis when values go negative', () => {
    const scale = valueScale([-340_000, 260_000]);
    expect(scale.ticks).toContain(0);
    expect(scale.min).toBeLessThanOrEqual(-340_000);
    expect(scale.max).toBeGreaterThanOrEqual(260_000);
    expect(scale).toMatchObject({ min: -400_000, max: 400_000, step: 200_000 });
    // Only losses: zero is the top.
    expect(valueScale([-5_000, -1_000])).toMatchObject({ max: 0, min: -6_000, step: 2_000 });
  });

  it('never steps below one major unit, and has an axis without values', () => {
    expect(valueScale([150])).toMatchObject({ min: 0, max: 200, step: 100, ticks: [0, 100, 200] });
    expect(valueScale([])).toMatchObject({ min: 0, max: 10_000, step: 5_000 });
    expect(valueScale([0, 0]).ticks).toEqual([0, 5_000, 10_000]);
    expect(Object.is(valueScale([0, 1]).min, 0)).toBe(true);
  });

  it('spans every value with few ticks', () => {
    for (const values of [[1], [99_999_999], [-7, 3], [12_345, -67_890], [5_000_000_000]]) {
      const scale = valueScale(values);
      expect(scale.min).toBeLessThanOrEqual(Math.min(0, ...values));
      expect(scale.max).toBeGreaterThanOrEqual(Math.max(0, ...values));
      expect(scale.ticks.length).toBeGreaterThanOrEqual(2);
      expect(scale.ticks.length).toBeLessThanOrEqual(11);
      expect(scale.ticks.every((tick) => Number.isInteger(tick / 100))).toBe(true);
    }
  });
});

describe('positionOf', () => {
  it('puts the max at the top, the min at the bottom and zero between', () => {
    const scale = { min: -100, max: 300 };
    expect(positionOf(300, scale, 200)).toBe(0);
    expect(positionOf(-100, scale, 200)).toBe(200);
    expect(positionOf(0, scale, 200)).toBe(150);
  });
});

describe('formatTick', () => {
  it('labels in short major units', () => {
    expect(formatTick(0)).toBe('0');
    expect(formatTick(25_000)).toBe('250');
    expect(formatTick(150_000)).toBe('1.5k');
    expect(formatTick(-2_000_000)).toBe('−20k');
    expect(formatTick(200_000_000)).toBe('2M');
    expect(formatTick(125_000_000)).toBe('1.25M');
  });
});

describe('labelledDays', () => {
  it('labels every day when they fit', () => {
    expect([...labelledDays(7, 20)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('thins the labels to fit, keeping the newest day', () => {
    const shown = labelledDays(30, 10);
    expect(shown.size).toBeLessThanOrEqual(10);
    expect(shown.has(29)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    expect(labelledDays(367, 18).size).toBeLessThanOrEqual(18);
    expect(labelledDays(0, 10).size).toBe(0);
  });
});
