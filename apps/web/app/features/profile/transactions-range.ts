import { TRANSACTION_HISTORY_DEFAULT_DAYS } from '@casino/contracts';

/** A date input's value: `YYYY-MM-DD` in the player's own time zone. */
export type DateText = string;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateText(date: Date): DateText {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The history's default range: the last 3 months (RTS 1B), today included. */
export function defaultRange(now: Date): { from: DateText; to: DateText } {
  const from = new Date(now);
  from.setDate(from.getDate() - TRANSACTION_HISTORY_DEFAULT_DAYS);
  return { from: dateText(from), to: dateText(now) };
}

/** The history offers the last year (RTS 1B asks for at least 3 months): what one statement may cover. */
export function earliestDay(now: Date): DateText {
  const earliest = new Date(now);
  earliest.setFullYear(earliest.getFullYear() - 1);
  earliest.setDate(earliest.getDate() + 1);
  return dateText(earliest);
}

export const RANGE_PRESETS = ['month', 'quarter', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The quick ranges, each up to today: 30 days, the default 3 months, and the whole year the history offers. */
export function presetRange(preset: RangePreset, now: Date): { from: DateText; to: DateText } {
  if (preset === 'quarter') return defaultRange(now);
  if (preset === 'year') return { from: earliestDay(now), to: dateText(now) };
  const from = new Date(now);
  from.setDate(from.getDate() - 30);
  return { from: dateText(from), to: dateText(now) };
}

/** Whether a range starts before the earliest day the history offers (date texts compare as dates). */
export function startsTooEarly(from: DateText, now: Date): boolean {
  return from < earliestDay(now);
}

function localDay(text: DateText): Date | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // `new Date` rolls 31 February over into March: such a date was not a real one.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The range as the API takes it: from the start of the first day to the end of the last, in the player's time
 * zone, as ISO instants; null when a date is not a date or the range runs backwards.
 */
export function rangeInstants(from: DateText, to: DateText): { from: string; to: string } | null {
  const start = localDay(from);
  const end = localDay(to);
  if (!start || !end || start > end) return null;
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}
