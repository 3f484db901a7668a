import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinations,
  combinedOddsOf,
  outcomeOf,
  payoutOf,
  potentialPayoutOf,
} from './bet-math.ts';
import { acceptedOdds } from './odds-policy.ts';
import { selectionResult } from './selection-result.ts';

const single = { type: 'single', systemSize: null, stake: 1_000 } as const;
const express = { type: 'express', systemSize: null, stake: 1_000 } as const;

describe('what a sports bet pays', () => {
  it('pays a single its price, a void its stake, and half results half of each', () => {
    expect(payoutOf(single, [{ odds: 195, result: 'won' }])).toBe(1_950);
    expect(payoutOf(single, [{ odds: 195, result: 'lost' }])).toBe(0);
    expect(payoutOf(single, [{ odds: 195, result: 'void' }])).toBe(1_000);
    // An Asian quarter line: half the stake wins at 1.95, half comes back.
    expect(payoutOf(single, [{ odds: 195, result: 'half_won' }])).toBe(975 + 500);
    expect(payoutOf(single, [{ odds: 195, result: 'half_lost' }])).toBe(500);
    expect(payoutOf(single, [{ odds: 195, result: 'open' }])).toBeNull();
  });

  it('multiplies an express exactly and rounds down once, at the end', () => {
    const odds = [133, 133, 133];
    // 1.33^3 = 2.352637: a stake of 1,000 kopecks pays 2,352 (2,352.637 rounded down), not a rounded product.
    expect(potentialPayoutOf(express, odds)).toBe(2_352);
    expect(combinedOddsOf(express, odds)).toBe(235);
    expect(
      payoutOf(express, [
        { odds: 200, result: 'won' },
        { odds: 300, result: 'void' },
        { odds: 150, result: 'half_won' },
      ]),
    ).toBe(2_500);
    // One lost selection decides the express whatever the others will do.
    expect(
      payoutOf(express, [
        { odds: 200, result: 'open' },
        { odds: 300, result: 'lost' },
      ]),
    ).toBe(0);
    expect(
      payoutOf(express, [
        { odds: 200, result: 'open' },
        { odds: 300, result: 'won' },
      ]),
    ).toBeNull();
  });

  it('splits a system bet over its combinations and sums what each pays', () => {
    expect(combinationCount(4, 2)).toBe(6);
    expect(combinationCount(12, 6)).toBe(924);
    expect(combinations(4, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    const system = { type: 'system', systemSize: 2, stake: 3_000 } as const;
    const results = [
      { odds: 200, result: 'won' },
      { odds: 300, result: 'lost' },
      { odds: 150, result: 'won' },
    ] as const;
    // Of the three doubles only 1-3 wins: 1,000 x 2.00 x 1.50.
    expect(payoutOf(system, results)).toBe(3_000);
    expect(payoutOf(system, [...results.slice(0, 2), { odds: 150, result: 'open' }])).toBeNull();
    expect(potentialPayoutOf(system, [200, 300, 150])).toBe(6_000 + 3_000 + 4_500);
    expect(combinedOddsOf(system, [200, 300, 150])).toBe(600);
  });

  it('reads a decided bet as won, lost or void by what it paid against the stake', () => {
    expect(outcomeOf(1_000, null, ['open'])).toBe('open');
    expect(outcomeOf(1_000, 1_950, ['won'])).toBe('won');
    expect(outcomeOf(1_000, 500, ['half_lost'])).toBe('lost');
    expect(outcomeOf(1_000, 1_000, ['void', 'void'])).toBe('void');
  });
});

describe('the odds-change policy', () => {
  it('takes the same price always, a better one unless none, a worse one only under any', () => {
    expect(acceptedOdds('none', 200, 200)).toBe(200);
    expect(acceptedOdds('none', 200, 210)).toBeNull();
    expect(acceptedOdds('higher', 200, 210)).toBe(210);
    expect(acceptedOdds('higher', 200, 190)).toBeNull();
    expect(acceptedOdds('any', 200, 190)).toBe(190);
  });
});

describe("a selection's result", () => {
  const settled = (result: 0 | 1, voidFactor: 0 | 0.5 | 1) => ({
    status: 'settled' as const,
    results: [{ id: 'over', result, voidFactor }],
  });
  const placed = { outcomeId: 'over', placedAt: 1_000 };

  it('follows the settled market, its void factors, a cancel, and a rollback back to open', () => {
    expect(selectionResult(placed, settled(1, 0), [])).toBe('won');
    expect(selectionResult(placed, settled(0, 0), [])).toBe('lost');
    expect(selectionResult(placed, settled(1, 0.5), [])).toBe('half_won');
    expect(selectionResult(placed, settled(0, 0.5), [])).toBe('half_lost');
    expect(selectionResult(placed, settled(0, 1), [])).toBe('void');
    expect(selectionResult(placed, { status: 'cancelled', results: null }, [])).toBe('void');
    expect(selectionResult(placed, { status: 'deactivated', results: null }, [])).toBe('open');
  });

  it('is void when the bet was placed inside a cancelled window, whatever the market says', () => {
    expect(selectionResult(placed, settled(1, 0), [[1_000, 2_000]])).toBe('void');
    expect(selectionResult(placed, settled(1, 0), [[0, 1_000]])).toBe('won');
  });
});
