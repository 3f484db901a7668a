import { describe, expect, it } from 'vitest';
import { dicePeriodOf, isDiceThrowDay, nextDicePeriodAt } from './dice-periods.ts';

describe('dice periods (Kyiv time)', () => {
  // Sunday 2026-11-29 23:30 in Kyiv is 21:30 UTC; Monday 00:30 in Kyiv is still Sunday in UTC.
  const sundayNight = new Date('2026-11-29T21:30:00Z');
  const mondayJustAfterMidnight = new Date('2026-11-29T22:30:00Z');

  it('counts the daily dice by the Kyiv day and the weekly one from the Kyiv Monday', () => {
    expect(dicePeriodOf('daily-dice', sundayNight)).toBe('2026-11-29');
    expect(dicePeriodOf('daily-dice', mondayJustAfterMidnight)).toBe('2026-11-30');
    expect(dicePeriodOf('weekly-dice', sundayNight)).toBe('2026-11-23');
    expect(dicePeriodOf('weekly-dice', mondayJustAfterMidnight)).toBe('2026-11-30');
  });

  it('lets the weekly dice be thrown on a Kyiv Sunday only, the daily one every day', () => {
    expect(isDiceThrowDay('weekly-dice', sundayNight)).toBe(true);
    expect(isDiceThrowDay('weekly-dice', mondayJustAfterMidnight)).toBe(false);
    expect(isDiceThrowDay('weekly-dice', new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect(isDiceThrowDay('daily-dice', mondayJustAfterMidnight)).toBe(true);
  });

  it('opens the next period at Kyiv midnight', () => {
    expect(nextDicePeriodAt('daily-dice', sundayNight).toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextDicePeriodAt('weekly-dice', sundayNight).toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextDicePeriodAt('weekly-dice', mondayJustAfterMidnight).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
  });
});
