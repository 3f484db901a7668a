import { describe, expect, it } from 'vitest';
import { chestPeriodOf, chestResetAt } from './chest-periods.ts';

describe('chest open periods', () => {
  it('counts Kyiv days and Kyiv weeks from Monday', () => {
    // Sunday 1 March 2026, 23:30 in Kyiv (UTC+2).
    const sundayNight = new Date('2026-03-01T21:30:00Z');
    expect(chestPeriodOf('day', sundayNight)).toBe('2026-03-01');
    expect(chestPeriodOf('week', sundayNight)).toBe('2026-02-23');
    expect(chestResetAt('day', sundayNight).toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(chestResetAt('week', sundayNight).toISOString()).toBe('2026-03-01T22:00:00.000Z');
    // Half an hour later it is Monday in Kyiv: a new day and a new week.
    const monday = new Date('2026-03-01T22:30:00Z');
    expect(chestPeriodOf('week', monday)).toBe('2026-03-02');
    expect(chestResetAt('week', monday).toISOString()).toBe('2026-03-08T22:00:00.000Z');
  });
});
