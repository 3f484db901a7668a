import type { Bonus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { dailyState } from './daily-state';

const bonus = { id: 7, type: 'daily' } as Bonus;
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('the daily bonus state', () => {
  it('is none without a daily bonus on offer', () => {
    expect(dailyState({ bonus: null, lastTakenAt: null, nextAvailableAt: null }, NOW)).toEqual({
      kind: 'none',
    });
  });

  it('is ready when never taken, or when the next one is due', () => {
    expect(dailyState({ bonus, lastTakenAt: null, nextAvailableAt: null }, NOW).kind).toBe('ready');
    const due = {
      bonus,
      lastTakenAt: '2026-02-28T10:00:00.000Z',
      nextAvailableAt: '2026-03-01T12:00:00.000Z',
    };
    expect(dailyState(due, NOW).kind).toBe('ready');
  });

  it('waits, with the moment, until the next one may be taken', () => {
    const taken = {
      bonus,
      lastTakenAt: '2026-03-01T10:00:00.000Z',
      nextAvailableAt: '2026-03-01T22:00:00.000Z',
    };
    expect(dailyState(taken, NOW)).toEqual({
      kind: 'waiting',
      bonus,
      until: Date.parse('2026-03-01T22:00:00Z'),
    });
    expect(dailyState(taken, Date.parse('2026-03-01T22:00:00Z')).kind).toBe('ready');
  });
});
