import type { DiceActivity, DicePlayResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { depositsToGo, outcomeOf, weeklyButton } from './dice-rules';

const weekly: DiceActivity = {
  kind: 'weekly-dice',
  title: 'Sunday dice',
  playRequest: '/rest/daily-activities/weekly-dice/play/',
  triesLeft: 2,
  attempts: 1,
  maxTries: 7,
  isAvailable: true,
  isTodayInRange: true,
  state: 'active',
  depositsForTry: 2,
  depositsCounted: 3,
  minDeposit: { amount: 10_000, currency: 'UAH' },
  nextPeriodAt: '2026-03-01T22:00:00.000Z',
  odds: [],
  expectedMoney: 0,
  currency: 'UAH',
  lastThrow: null,
};

function result(dice: [number, number], triesLeft: number, attempts: number): DicePlayResponse['data'] {
  return {
    triesLeft,
    attempts,
    isAvailable: triesLeft > 0,
    state: 'active',
    play: {
      isWin: dice[0] + dice[1] === 7,
      dice,
      prizes: [],
      draw: {
        id: 1,
        feature: 'dice',
        serverSeedHash: 'h',
        serverSeed: null,
        clientSeed: 'c',
        nonce: 0,
        oddsTable: {},
        outcome: {},
        createdAt: '2026-03-01T12:00:00.000Z',
      },
    },
  };
}

describe('the weekly dice button (spec section 2)', () => {
  it('shows deposit to a guest and to a player with no throws', () => {
    expect(weeklyButton(weekly, true)).toBe('deposit');
    expect(weeklyButton({ ...weekly, triesLeft: 0 }, false)).toBe('deposit');
  });

  it('shows not-Sunday outside Sunday, and throw to a winner or at the most attempts', () => {
    expect(weeklyButton({ ...weekly, isTodayInRange: false }, false)).toBe('not-Sunday');
    expect(weeklyButton(weekly, false)).toBe('throw');
    expect(weeklyButton({ ...weekly, state: 'winner', triesLeft: 0 }, false)).toBe('throw');
    expect(weeklyButton({ ...weekly, attempts: 7, triesLeft: 0, isTodayInRange: false }, false)).toBe(
      'throw',
    );
  });
});

describe('what follows a throw (spec section 4)', () => {
  it('opens the reward on a seven, whatever is left', () => {
    expect(outcomeOf('weekly-dice', result([3, 4], 0, 7), 7)).toBe('reward');
  });

  it('opens the limit at the most attempts, the deposit with none left, else the retry', () => {
    expect(outcomeOf('weekly-dice', result([1, 1], 0, 7), 7)).toBe('limit');
    expect(outcomeOf('weekly-dice', result([1, 1], 0, 3), 7)).toBe('deposit');
    expect(outcomeOf('weekly-dice', result([6, 6], 2, 3), 7)).toBe('retry');
  });

  it('shows the daily dice’s prize, or that there was none', () => {
    expect(outcomeOf('daily-dice', result([1, 1], 0, 1), 1)).toBe('no-prize');
    expect(
      outcomeOf(
        'daily-dice',
        { ...result([1, 1], 0, 1), play: { ...result([1, 1], 0, 1).play, isWin: true } },
        1,
      ),
    ).toBe('reward');
  });

  it('counts the deposits still to make for a throw', () => {
    expect(depositsToGo(weekly)).toBe(1);
    expect(depositsToGo({ ...weekly, depositsCounted: 4 })).toBe(2);
  });
});
