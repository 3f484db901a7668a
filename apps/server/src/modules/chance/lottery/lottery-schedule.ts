import type { LotterySchedule } from '@casino/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first draw time of the schedule strictly after `after`: the next of its weekdays at its UTC time. Draws are
 * in UTC so a clock change never moves or doubles one.
 */
export function nextDrawAt(schedule: LotterySchedule, after: Date): Date {
  const [hours = 0, minutes = 0] = schedule.timeUtc.split(':').map(Number);
  const midnight = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
  for (let day = 0; day <= 7; day++) {
    const candidate = new Date(midnight + day * DAY_MS + (hours * 60 + minutes) * 60_000);
    if (candidate > after && schedule.weekdays.includes(candidate.getUTCDay())) return candidate;
  }
  throw new RangeError('a lottery schedule needs at least one weekday');
}
