import { describe, expect, it } from 'vitest';
import { nextDrawAt } from './lottery-schedule.ts';

describe('nextDrawAt', () => {
  // 2026-11-28 is a Saturday.
  const saturdayMorning = new Date('2026-11-28T09:00:00Z');

  it('takes today when the time is still ahead and today is a draw day', () => {
    expect(nextDrawAt({ weekdays: [6], timeUtc: '18:00' }, saturdayMorning).toISOString()).toBe(
      '2026-11-28T18:00:00.000Z',
    );
  });

  it('moves to the next draw day once today’s time has passed, strictly after', () => {
    const schedule = { weekdays: [0, 3], timeUtc: '09:00' };
    expect(nextDrawAt(schedule, saturdayMorning).toISOString()).toBe('2026-11-29T09:00:00.000Z');
    expect(nextDrawAt({ weekdays: [6], timeUtc: '09:00' }, saturdayMorning).toISOString()).toBe(
      '2026-12-05T09:00:00.000Z',
    );
  });

  it('crosses months and years (2027-01-01 is a Friday)', () => {
    expect(
      nextDrawAt({ weekdays: [5], timeUtc: '23:59' }, new Date('2026-12-31T23:59:00Z')).toISOString(),
    ).toBe('2027-01-01T23:59:00.000Z');
  });
});
