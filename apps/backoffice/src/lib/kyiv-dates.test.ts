import { describe, expect, it } from 'vitest';
import { addDays, daysInPeriod, isIsoDay, kyivToday, periodProblem, presetPeriod } from './kyiv-dates';

describe('kyivToday', () => {
  it("is Kyiv's date, whatever the browser's zone", () => {
    // 22:30 UTC on 26 November is 00:30 on the 27th in Kyiv (UTC+2 in winter).
    expect(kyivToday(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    expect(kyivToday(new Date('2026-11-26T21:59:59Z'))).toBe('2026-11-26');
    // Summer time (UTC+3): 21:00 UTC on 30 June is already 1 July in Kyiv.
    expect(kyivToday(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(kyivToday(new Date('2026-06-30T20:59:59Z'))).toBe('2026-06-30');
    // New Year's Eve in UTC is New Year in Kyiv.
    expect(kyivToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('presetPeriod', () => {
  it('counts the last 7 and 30 days with today', () => {
    expect(presetPeriod('7d', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetPeriod('30d', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(daysInPeriod('2026-11-21', '2026-11-27')).toBe(7);
    expect(daysInPeriod('2026-10-29', '2026-11-27')).toBe(30);
  });

  it('crosses months, years, leap days and the clock change', () => {
    expect(presetPeriod('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('7d', '2028-03-01')).toEqual({ from: '2028-02-24', to: '2028-03-01' });
    expect(presetPeriod('30d', '2027-01-05')).toEqual({ from: '2026-12-07', to: '2027-01-05' });
    // Kyiv moves its clocks on 29 March 2026: still whole days.
    expect(presetPeriod('7d', '2026-04-01')).toEqual({ from: '2026-03-26', to: '2026-04-01' });
  });

  it('starts this month on its first day', () => {
    expect(presetPeriod('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetPeriod('month', '2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-02-01' });
  });
});

describe('days', () => {
  it('adds days and checks them', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('26-11-2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('refuses the periods the server refuses', () => {
    expect(periodProblem('2026-11-01', '2026-11-27')).toBeUndefined();
    expect(periodProblem('2026-11-27', '2026-11-27')).toBeUndefined();
    expect(periodProblem('2026-11-28', '2026-11-27')).toMatch(/after/);
    expect(periodProblem('', '2026-11-27')).toMatch(/both/);
    // `to` at most 366 days after `from`.
    expect(periodProblem('2025-11-27', '2026-11-28')).toBeUndefined();
    expect(periodProblem('2025-11-27', '2026-11-29')).toMatch(/366/);
  });
});
