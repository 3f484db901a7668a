import type { LimitPeriod } from '@casino/contracts';

/** Limit periods are calendar periods where the players live: a day from midnight, a week from Monday. */
export const LIMITS_TIME_ZONE = 'Europe/Kyiv';

interface LocalDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LIMITS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function localParts(instant: Date) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date): number {
  const local = localParts(instant);
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's wall clock shows midnight of a local date (twice corrected, for DST changes). */
function midnightOf(date: LocalDate): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  let instant = wall - zoneOffsetMs(new Date(wall));
  instant = wall - zoneOffsetMs(new Date(instant));
  return new Date(instant);
}

/** A local date moved by whole days or months (normalised through UTC date arithmetic, which has no DST). */
function shift(date: LocalDate, days: number, months = 0): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1 + months, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The local date whose period (day, week from Monday, or month) contains `now`, at its first day. */
function periodFirstDay(period: LimitPeriod, now: Date): LocalDate {
  const { year, month, day } = localParts(now);
  const today = { year, month, day };
  if (period === 'day') return today;
  if (period === 'month') return { year, month, day: 1 };
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return shift(today, -((weekday + 6) % 7));
}

/** The current period of a limit: from its start (inclusive) to the next period's start (its reset). */
export function currentPeriod(period: LimitPeriod, now: Date): { start: Date; resetsAt: Date } {
  const first = periodFirstDay(period, now);
  const next = period === 'day' ? shift(first, 1) : period === 'week' ? shift(first, 7) : shift(first, 0, 1);
  return { start: midnightOf(first), resetsAt: midnightOf(next) };
}
