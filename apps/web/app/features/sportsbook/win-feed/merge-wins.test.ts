import { SPORT_WIN_FEED_MAX, type SportWinFeedEntry } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { mergeWins } from './merge-wins';

function win(betId: number, minute: number, winAmount = 100_000): SportWinFeedEntry {
  return {
    betId,
    betType: 'multi',
    coefficient: 12.5,
    winAmount,
    currency: 'UAH',
    wonAt: new Date(Date.UTC(2025, 4, 1, 12, minute)).toISOString(),
  };
}

const ids = (wins: readonly SportWinFeedEntry[]) => wins.map((entry) => entry.betId);

describe('merging wins into the feed', () => {
  it('puts the newest first', () => {
    expect(ids(mergeWins([win(2, 5), win(1, 3)], [win(3, 7)], 20))).toEqual([3, 2, 1]);
    // A win told late (held back longer on its way) still takes its place by when it was won.
    expect(ids(mergeWins([win(2, 5), win(1, 3)], [win(3, 4)], 20))).toEqual([2, 3, 1]);
  });

  it('lists a bet once, with its latest telling', () => {
    const merged = mergeWins([win(2, 5), win(1, 3)], [win(1, 8, 250_000)], 20);
    expect(ids(merged)).toEqual([1, 2]);
    expect(merged[0]?.winAmount).toBe(250_000);
  });

  it('orders wins of the same instant by bet, the later bet first', () => {
    expect(ids(mergeWins([win(4, 5)], [win(9, 5)], 20))).toEqual([9, 4]);
  });

  it('keeps at most the feed’s count, never more than the spec’s maximum', () => {
    const many = Array.from({ length: 30 }, (_, index) => win(index + 1, index));
    expect(ids(mergeWins(many.slice(0, 3), [win(99, 59)], 3))).toEqual([99, 3, 2]);
    expect(mergeWins(many, [], 50)).toHaveLength(SPORT_WIN_FEED_MAX);
  });
});
