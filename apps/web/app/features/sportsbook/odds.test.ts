import { describe, expect, it } from 'vitest';
import { combinationCount, combinedOdds, policyAccepts, potentialWin, priceMove } from './odds';

describe('odds', () => {
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

describe('a system bet', () => {
  it('has n choose k combinations', () => {
    expect(combinationCount(3, 2)).toBe(3);
    expect(combinationCount(4, 3)).toBe(4);
    expect(combinationCount(5, 3)).toBe(10);
    expect(combinationCount(12, 6)).toBe(924);
    expect(combinationCount(12, 11)).toBe(12);
  });

  it('pays the sum of its combinations, each rounded down on its own, as the server does', () => {
    // 1,000 on each of 2.00 × 3.80, 2.00 × 3.40 and 3.80 × 3.40.
    expect(potentialWin(3_000, [200, 380, 340], 2)).toBe(7_600 + 6_800 + 12_920);
    expect(potentialWin(2_331, [137, 211, 199], 2)).toBe(7_626);
    expect(potentialWin(1_332, [137, 211, 199, 155], 3)).toBe(6_981);
    expect(potentialWin(30, [215, 190, 175, 160, 333], 3)).toBe(274);
    expect(potentialWin(6, [101, 101, 101, 101], 2)).toBe(6);
  });

  it('stays exact over the largest system', () => {
    const odds = [150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260];
    expect(potentialWin(924 * 7, odds, 6)).toBe(461_182);
  });

  it('is priced at its best combination', () => {
    expect(combinedOdds([200, 380, 340], 2)).toBe(1_292);
    expect(combinedOdds([215, 190, 175, 160, 333], 3)).toBe(1_360);
    expect(combinedOdds([101, 101, 101, 101], 2)).toBe(102);
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
