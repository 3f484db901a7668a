import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDate, startOfDay } from './local-days.ts';

describe('days in a time zone', () => {
  it("reads an instant's local date, which is not the UTC date near midnight", () => {
    expect(localDate(new Date('2026-03-01T22:30:00Z'), 'Europe/Kyiv')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T22:30:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('finds the instant a local day begins, across a daylight-saving change', () => {
    expect(startOfDay('2026-03-02', 'Europe/Kyiv').toISOString()).toBe('2026-03-01T22:00:00.000Z');
    // Kyiv moves to summer time on 29 March 2026: the next midnight is an hour earlier in UTC.
    expect(startOfDay('2026-03-30', 'Europe/Kyiv').toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('moves a date across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('knows the zones the runtime knows', () => {
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
