/**
 * The reports' days are Kyiv days (the server's rollup sums by Europe/Kyiv), so the period presets count from
 * today in Kyiv, never from the browser's zone. Days are ISO `YYYY-MM-DD` strings; arithmetic on them is done on
 * UTC midnights, where no daylight-saving change can move a day.
 */
export const REPORT_TIME_ZONE = 'Europe/Kyiv';

const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Kyiv at the instant `now`, as `YYYY-MM-DD`. */
export function kyivToday(now: Date = new Date()): string {
  const parts: Record<string, string> = {};
  for (const part of kyivDay.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayToUtc(day: string): number | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, date);
  // 2026-02-30 rolls over to March: not a day.
  return new Date(time).toISOString().slice(0, 10) === day ? time : undefined;
}

/** Whether a string is a real calendar day as `YYYY-MM-DD`. */
export function isIsoDay(day: string): boolean {
  return dayToUtc(day) !== undefined;
}

/** The day `days` after (or before, negative) an ISO day. */
export function addDays(day: string, days: number): string {
  const time = dayToUtc(day);
  if (time === undefined) throw new Error(`${day} is not a day`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many days a period covers, both ends included. */
export function daysInPeriod(from: string, to: string): number {
  const start = dayToUtc(from);
  const end = dayToUtc(to);
  if (start === undefined || end === undefined) return 0;
  return Math.round((end - start) / 86_400_000) + 1;
}

export type PeriodPreset = '7d' | '30d' | 'month' | 'custom';

export const PERIOD_PRESETS: { id: PeriodPreset; label: string }[] = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'month', label: 'This month' },
  { id: 'custom', label: 'Custom' },
];

export interface Period {
  from: string;
  to: string;
}

/** A preset's period ending today (Kyiv): the last 7 or 30 days with today, or this month up to today. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: addDays(today, preset === '7d' ? -6 : -29), to: today };
}

/** The server's longest report: `to` at most 366 days after `from`. */
export const MAX_REPORT_DAYS = 367;

/** What is wrong with a custom period, in the operator's words; undefined when the server will take it. */
export function periodProblem(from: string, to: string): string | undefined {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'Choose both days of the period.';
  if (from > to) return 'The first day must not be after the last.';
  if (daysInPeriod(from, to) > MAX_REPORT_DAYS) return 'A report covers at most 366 days.';
  return undefined;
}

const dayShort = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayLong = new Intl.DateTimeFormat(undefined, {
  timeZone: 'UTC',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
});

/** An ISO day as a short label (`Nov 26`), read as a calendar day: no zone can shift it. */
export function formatDayShort(day: string): string {
  const time = dayToUtc(day);
  return time === undefined ? day : dayShort.format(time);
}

/** An ISO day in full (`Thu, Nov 26, 2026`). */
export function formatDayLong(day: string): string {
  const time = dayToUtc(day);
  return time === undefined ? day : dayLong.format(time);
}
