import { describe, expect, it } from 'vitest';
import { defaultRange, rangeInstants } from './transactions-range';

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
});
