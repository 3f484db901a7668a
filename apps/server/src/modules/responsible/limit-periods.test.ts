import { describe, expect, it } from 'vitest';
import { currentPeriod } from './limit-periods.ts';

describe('limit periods in Kyiv time', () => {
  it('start a day at local midnight (UTC+2 in winter) and reset at the next one', () => {
    const { start, resetsAt } = currentPeriod('day', new Date('2026-11-23T21:30:00Z'));
    // 23:30 local on the 23rd: the day began at 22:00 UTC on the 22nd.
    expect(start.toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(resetsAt.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it('put an instant just after local midnight in the new day', () => {
    const { start } = currentPeriod('day', new Date('2026-11-23T22:00:00Z'));
    expect(start.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it('start weeks on Monday', () => {
    // Sunday 29 November 2026, local afternoon.
    const { start, resetsAt } = currentPeriod('week', new Date('2026-11-29T12:00:00Z'));
    expect(start.toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(resetsAt.toISOString()).toBe('2026-11-29T22:00:00.000Z');
  });

  it('run months from the first, across the change to summer time', () => {
    const { start, resetsAt } = currentPeriod('month', new Date('2026-03-15T10:00:00Z'));
    expect(start.toISOString()).toBe('2026-02-28T22:00:00.000Z');
    // April starts in summer time (UTC+3).
    expect(resetsAt.toISOString()).toBe('2026-03-31T21:00:00.000Z');
  });

  it('keep a day 23 hours long on the night the clocks go forward', () => {
    const { start, resetsAt } = currentPeriod('day', new Date('2026-03-29T12:00:00Z'));
    expect(resetsAt.getTime() - start.getTime()).toBe(23 * 60 * 60 * 1000);
  });
});
