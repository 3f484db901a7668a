import type { Freebet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { fittingFreebets, freebetInUse, oddsFit, slipBetType, slipStake, slipWin } from './freebet-rules';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

function freebet(overrides: Partial<Freebet> = {}): Freebet {
  return {
    id: 31,
    bonusId: 4,
    title: '₴100 free bet',
    currency: 'UAH',
    amount: 10_000,
    minOdds: 150,
    betTypes: ['single', 'express'],
    expiresAt: '2026-12-04T12:00:00.000Z',
    ...overrides,
  };
}

describe('the free bets a slip offers', () => {
  it('are those for its kind of bet, in the player’s currency, not ended, in the server’s order', () => {
    const singles = freebet({ id: 1, betTypes: ['single'] });
    const expresses = freebet({ id: 2, betTypes: ['express'] });
    const both = freebet({ id: 3 });
    const dollars = freebet({ id: 4, currency: 'USD' });
    const ended = freebet({ id: 5, expiresAt: '2026-11-27T11:59:59.000Z' });
    const endless = freebet({ id: 6, expiresAt: null });
    const all = [singles, expresses, both, dollars, ended, endless];
    expect(fittingFreebets(all, 'single', 'UAH', NOW).map((item) => item.id)).toEqual([1, 3, 6]);
    expect(fittingFreebets(all, 'express', 'UAH', NOW).map((item) => item.id)).toEqual([2, 3, 6]);
  });

  it('are none while the slip cannot be placed', () => {
    expect(fittingFreebets([freebet()], 'empty', 'UAH', NOW)).toEqual([]);
    expect(fittingFreebets([freebet()], 'conflict', 'UAH', NOW)).toEqual([]);
    expect(slipBetType('conflict')).toBeNull();
    expect(slipBetType('express')).toBe('express');
  });

  it('for a system bet, are those for system bets whose amount splits evenly over its combinations', () => {
    const systems = freebet({ id: 1, amount: 9_000, betTypes: ['system'] });
    const uneven = freebet({ id: 2, amount: 10_000, betTypes: ['system'] });
    const expresses = freebet({ id: 3, amount: 9_000 });
    const all = [systems, uneven, expresses];
    // 2 of 3: three combinations.
    expect(fittingFreebets(all, 'system', 'UAH', NOW, 3).map((item) => item.id)).toEqual([1]);
    expect(slipBetType('system')).toBe('system');
  });

  it('include one whose minimum odds the slip does not reach yet: a selection more may reach them', () => {
    expect(fittingFreebets([freebet({ minOdds: 1_000 })], 'single', 'UAH', NOW)).toHaveLength(1);
  });
});

describe('the free bet in use', () => {
  const fitting = [freebet({ id: 1 }), freebet({ id: 2 })];

  it('is the one chosen while it still fits the slip', () => {
    expect(freebetInUse(2, fitting)?.id).toBe(2);
  });

  it('is none when none was chosen, or the chosen one was used, ended or does not fit any more', () => {
    expect(freebetInUse(null, fitting)).toBeNull();
    expect(freebetInUse(9, fitting)).toBeNull();
    expect(freebetInUse(1, [])).toBeNull();
  });
});

describe('a free bet’s minimum odds', () => {
  it('are reached by the combined odds, as the server rounds them', () => {
    expect(oddsFit(freebet({ minOdds: 150 }), [150])).toEqual({ reached: true, odds: 150, minOdds: 150 });
    expect(oddsFit(freebet({ minOdds: 150 }), [149])).toEqual({ reached: false, odds: 149, minOdds: 150 });
    // 1.22 × 1.22 = 1.4884, rounded down to 1.48: short of 1.50, though it would round up to it.
    expect(oddsFit(freebet({ minOdds: 150 }), [122, 122]).reached).toBe(false);
    expect(oddsFit(freebet({ minOdds: 150 }), [122, 123]).reached).toBe(true);
  });

  it('are a system bet’s best combination’s', () => {
    // 2 of 3: 3.80 × 3.40 = 12.92, not the 25.84 of all three.
    expect(oddsFit(freebet({ minOdds: 1_300 }), [200, 380, 340], 2)).toEqual({
      reached: false,
      odds: 1_292,
      minOdds: 1_300,
    });
  });
});

describe('the stake and the win with a free bet', () => {
  it('locks the stake to the free bet’s whole amount, whatever was typed', () => {
    expect(slipStake(freebet({ amount: 10_000 }), 2_500)).toBe(10_000);
    expect(slipStake(freebet({ amount: 10_000 }), null)).toBe(10_000);
    expect(slipStake(null, 2_500)).toBe(2_500);
    expect(slipStake(null, null)).toBeNull();
  });

  it('takes a system bet’s typed stake per combination', () => {
    expect(slipStake(null, 1_000, 3)).toBe(3_000);
    expect(slipStake(freebet({ amount: 9_000 }), 1_000, 3)).toBe(9_000);
    expect(slipStake(null, null, 3)).toBeNull();
  });

  it('wins without the stake, which was the house’s', () => {
    expect(slipWin(10_000, [200], true)).toBe(10_000);
    expect(slipWin(10_000, [215, 190], true)).toBe(30_850);
    expect(slipWin(10_000, [200], false)).toBe(20_000);
    // 2 of 3 at 1,000 a combination pays 27,320: the free bet's 3,000 stake is not returned.
    expect(slipWin(3_000, [200, 380, 340], true, 2)).toBe(24_320);
    expect(slipWin(3_000, [200, 380, 340], false, 2)).toBe(27_320);
  });
});
