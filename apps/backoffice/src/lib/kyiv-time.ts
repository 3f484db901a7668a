import { REPORT_TIME_ZONE } from './kyiv-dates';

/**
 * Instants as operators read and type them in Kyiv time, whatever the browser's zone: a competition starts at
 * midnight in Kyiv for every operator. A `datetime-local` input's value (`YYYY-MM-DDTHH:mm`) is a Kyiv wall clock.
 */
const kyivClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const kyivDisplay = new Intl.DateTimeFormat(undefined, {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Kyiv wall clock at an instant, as a `datetime-local` value. */
function wallClockAt(time: number): string {
  const parts: Record<string, string> = {};
  for (const part of kyivClock.formatToParts(time)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far Kyiv's clock is ahead of UTC at an instant (two or three hours, by daylight saving). */
function offsetAt(time: number): number {
  const minute = Math.floor(time / 60_000) * 60_000;
  return Date.parse(`${wallClockAt(time)}:00Z`) - minute;
}

/** An ISO instant as a `datetime-local` input's value in Kyiv time; '' for none. */
export function toKyivInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : wallClockAt(time);
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A `datetime-local` value read as Kyiv time, as an ISO instant; undefined for what is not a real date and time.
 * An hour the spring change skips is read as the hour after it; one the autumn change repeats, as its second time.
 */
export function fromKyivInput(value: string): string | undefined {
  const typed = value.trim().slice(0, 16);
  if (!WALL_CLOCK.test(typed)) return undefined;
  const asUtc = Date.parse(`${typed}:00Z`);
  // 2026-02-30 rolls over to March: not a date.
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== typed) return undefined;
  // The offset at a first guess, then at the instant it gives: right on both sides of a daylight-saving change.
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess)).toISOString();
}

/** An ISO instant in Kyiv time, `Mar 01, 2026, 14:00`; an unreadable one as it came. */
export function formatKyivDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : kyivDisplay.format(time);
}
