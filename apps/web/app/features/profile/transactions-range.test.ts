import { describe, expect, it } from 'vitest';
import { defaultRange, earliestDay, presetRange, rangeInstants, startsTooEarly } from './transactions-range';

describe('the history range', () => {
  it('defaults to the last 3 months, today included', () => {
    const range = defaultRange(new Date(2026, 10, 22, 15, 30));
    expect(range.to).toBe('2026-11-22');
    expect(range.from).toBe('2026-08-22');
  });

  it('runs from the start of the first day to the end of the last, in local time', () => {
    const instants = rangeInstants('2026-11-01', '2026-11-22');
    expect(instants).not.toBeNull();
    expect(new Date(instants?.from ?? '').getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(instants?.to ?? '').getTime()).toBe(new Date(2026, 10, 23).getTime() - 1);
    expect(rangeInstants('2026-11-22', '2026-11-22')).not.toBeNull();
  });

  it('refuses backwards ranges and dates that do not exist', () => {
    expect(rangeInstants('2026-11-23', '2026-11-22')).toBeNull();
    expect(rangeInstants('2026-02-31', '2026-03-01')).toBeNull();
    expect(rangeInstants('', '2026-03-01')).toBeNull();
    expect(rangeInstants('2026-1-1', '2026-03-01')).toBeNull();
  });

  it('offers the last 12 months, today included, within what one statement may cover', () => {
    const now = new Date(2026, 10, 22, 15, 30);
    expect(earliestDay(now)).toBe('2025-11-23');
    expect(startsTooEarly('2025-11-23', now)).toBe(false);
    expect(startsTooEarly('2025-11-22', now)).toBe(true);
    // A year that holds 29 February is still at most 366 days from the first day's start to the last day's end.
    const leap = new Date(2025, 1, 28, 9, 0);
    const instants = rangeInstants(earliestDay(leap), presetRange('year', leap).to);
    const days =
      (new Date(instants?.to ?? '').getTime() - new Date(instants?.from ?? '').getTime()) / 86_400_000;
    expect(days).toBeLessThanOrEqual(366);
  });

  it('has quick ranges up to today', () => {
    const now = new Date(2026, 10, 22, 15, 30);
    expect(presetRange('month', now)).toEqual({ from: '2026-10-23', to: '2026-11-22' });
    expect(presetRange('quarter', now)).toEqual(defaultRange(now));
    expect(presetRange('year', now)).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });
});
