import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatPoints } from './points';

describe('points', () => {
  it('are money in the competition’s currency when stakes or wins score', () => {
    expect(formatPoints(1_234_550, 'bets', 'UAH', 'en')).toBe('₴12,345.50');
    expect(formatPoints(500, 'wins', 'EUR', 'en')).toBe('€5.00');
  });

  it('are a multiplier in hundredths when each round scores its multiplier', () => {
    expect(formatPoints(1250, 'wins_extended', 'UAH', 'en')).toBe('×12.50');
    expect(formatPoints(123_456, 'wins_extended', 'UAH', 'uk')).toBe('×1\u00a0234,56');
    expect(formatPoints(0, 'wins_extended', 'UAH', 'ru')).toBe('×0,00');
  });
});

describe('a round’s multiplier', () => {
  it('reads its hundredths with no trailing zeros', () => {
    expect(formatMultiplier(100_000, 'en')).toBe('×1,000');
    expect(formatMultiplier(1250, 'en')).toBe('×12.5');
    expect(formatMultiplier(101, 'ru')).toBe('×1,01');
    expect(formatMultiplier(100_000, 'uk')).toBe('×1\u00a0000');
  });
});
