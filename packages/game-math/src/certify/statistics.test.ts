import { describe, expect, it } from 'vitest';
import { chiSquarePValue, kolmogorovPValue, logGamma, normalTwoSidedPValue, Z_99 } from './statistics.ts';

describe('statistics', () => {
  it('computes log-gamma', () => {
    expect(logGamma(1)).toBeCloseTo(0, 10);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
  });

  it('gives chi-square tail probabilities from the tables', () => {
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(6.635, 1)).toBeCloseTo(0.01, 4);
    expect(chiSquarePValue(18.307, 10)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(50.998, 36)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(0, 5)).toBe(1);
    // Around the mean of a large chi-square the tail is about a half.
    expect(chiSquarePValue(9999, 9999)).toBeCloseTo(0.5, 2);
  });

  it('gives normal and Kolmogorov tail probabilities', () => {
    expect(normalTwoSidedPValue(1.959964)).toBeCloseTo(0.05, 6);
    expect(normalTwoSidedPValue(Z_99)).toBeCloseTo(0.01, 6);
    expect(normalTwoSidedPValue(0)).toBeCloseTo(1, 6);
    expect(kolmogorovPValue(1.3581 / Math.sqrt(1_000_000), 1_000_000)).toBeCloseTo(0.05, 3);
    expect(kolmogorovPValue(1.6276 / Math.sqrt(1_000_000), 1_000_000)).toBeCloseTo(0.01, 3);
  });
});
