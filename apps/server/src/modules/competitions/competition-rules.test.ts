import { describe, expect, it } from 'vitest';
import {
  betPoints,
  competitionState,
  convert,
  convertBack,
  roundPoints,
  type ScoringRules,
  stakeAlert,
  startsWithinADay,
} from './competition-rules.ts';

const rules: ScoringRules = {
  mode: 'bets',
  currency: 'UAH',
  rates: { USD: { num: 41, den: 1 }, RUB: { num: 45, den: 100 } },
  currencies: [],
  minBet: 500,
  maxBet: 10_000,
  countsBonusMoney: false,
};
const at = (iso: string) => new Date(iso);

describe('competition rules', () => {
  it('reads soon, active and closed from the dates, and a start within a day', () => {
    const row = { startsAt: at('2026-03-02T00:00:00Z'), endsAt: at('2026-03-03T00:00:00Z') };
    expect(competitionState(row, at('2026-03-01T12:00:00Z'))).toBe('soon');
    expect(startsWithinADay(row, at('2026-03-01T12:00:00Z'))).toBe(true);
    expect(startsWithinADay(row, at('2026-02-27T12:00:00Z'))).toBe(false);
    expect(competitionState(row, at('2026-03-02T00:00:00Z'))).toBe('active');
    expect(competitionState(row, at('2026-03-03T00:00:00Z'))).toBe('closed');
  });

  it('converts by the fixed table, rounding down both ways', () => {
    expect(convert(250, 'USD', rules)).toBe(10_250);
    expect(convert(333, 'RUB', rules)).toBe(149);
    expect(convertBack(10_250, 'USD', rules)).toBe(250);
    expect(convert(999, 'UAH', rules)).toBe(999);
    expect(() => convert(100, 'EUR', rules)).toThrow();
  });

  it('scores a stake by its real part, capped, and nothing under the minimum, with the alert that says why', () => {
    expect(betPoints(rules, { amount: 2_000, bonus: 500, currency: 'UAH' })).toBe(1_500);
    expect(betPoints(rules, { amount: 20_000, bonus: 0, currency: 'UAH' })).toBe(10_000);
    expect(betPoints(rules, { amount: 400, bonus: 0, currency: 'UAH' })).toBe(0);
    expect(stakeAlert(rules, { amount: 400, bonus: 0, currency: 'UAH' })).toBe('min-alert');
    expect(stakeAlert(rules, { amount: 2_000, bonus: 500, currency: 'UAH' })).toBe(
      'non-tournament-bonus-alert',
    );
    expect(stakeAlert(rules, { amount: 20_000, bonus: 0, currency: 'UAH' })).toBe('max-alert');
    expect(stakeAlert(rules, { amount: 2_000, bonus: 0, currency: 'UAH' })).toBeNull();
  });

  it('scores a round by its win, in proportion to its real part and the cap, or by its multiplier', () => {
    const wins = { ...rules, mode: 'wins' as const };
    expect(roundPoints(wins, { amount: 1_000, bonus: 0, currency: 'UAH', win: 7_000 })).toBe(7_000);
    expect(roundPoints(wins, { amount: 1_000, bonus: 250, currency: 'UAH', win: 8_000 })).toBe(6_000);
    expect(roundPoints(wins, { amount: 20_000, bonus: 0, currency: 'UAH', win: 40_000 })).toBe(20_000);
    const multipliers = { ...rules, mode: 'wins_extended' as const };
    expect(roundPoints(multipliers, { amount: 800, bonus: 0, currency: 'UAH', win: 10_000 })).toBe(1_250);
    expect(roundPoints(multipliers, { amount: 800, bonus: 100, currency: 'UAH', win: 10_000 })).toBe(0);
  });
});
