import { describe, expect, it } from 'vitest';
import { combinedOdds, formatOdds, policyAccepts, potentialWin, priceMove } from './odds';

describe('odds', () => {
  it('are written with two decimal places', () => {
    expect(formatOdds(215)).toBe('2.15');
    expect(formatOdds(101)).toBe('1.01');
    expect(formatOdds(1000)).toBe('10.00');
    expect(formatOdds(25368)).toBe('253.68');
  });

  it('combine into an express price rounded down, a single keeping its own', () => {
    expect(combinedOdds([215])).toBe(215);
    expect(combinedOdds([215, 190])).toBe(408); // 4.085
    expect(combinedOdds([150, 150, 150])).toBe(337); // 3.375
  });
});

describe('the potential win', () => {
  it('is the stake times every price, rounded down once to a kopeck', () => {
    expect(potentialWin(10_000, [215])).toBe(21_500);
    expect(potentialWin(333, [215])).toBe(715); // 715.95
    expect(potentialWin(10_000, [215, 190])).toBe(40_850);
    expect(potentialWin(777, [137, 211, 199])).toBe(4469); // 4469.687…, rounded once at the end
    expect(potentialWin(0, [215])).toBe(0);
  });

  it('is exact where floating point is not', () => {
    // 1.15 × 3 selections of 100,000,000.00: a float product drifts, integers do not.
    expect(potentialWin(10_000_000_000, [115, 115, 115])).toBe(15_208_750_000);
    expect(potentialWin(1, [101, 101, 101, 101, 101, 101, 101])).toBe(1);
  });
});

describe('the odds-change policy', () => {
  it('takes an unchanged price under every policy', () => {
    for (const policy of ['none', 'higher', 'any'] as const)
      expect(policyAccepts(policy, 200, 200)).toBe(true);
  });

  it('takes a better price under higher and any, a worse one under any only', () => {
    expect(policyAccepts('none', 200, 210)).toBe(false);
    expect(policyAccepts('higher', 200, 210)).toBe(true);
    expect(policyAccepts('any', 200, 210)).toBe(true);
    expect(policyAccepts('none', 200, 190)).toBe(false);
    expect(policyAccepts('higher', 200, 190)).toBe(false);
    expect(policyAccepts('any', 200, 190)).toBe(true);
  });
});

describe('a price move', () => {
  it('is up, down, or nothing without an earlier reading', () => {
    expect(priceMove(200, 210)).toBe('up');
    expect(priceMove(200, 190)).toBe('down');
    expect(priceMove(200, 200)).toBeNull();
    expect(priceMove(undefined, 200)).toBeNull();
    expect(priceMove(null, 200)).toBeNull();
    expect(priceMove(200, null)).toBeNull();
  });
});
