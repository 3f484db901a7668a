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
