import type { SportEventSummary } from '@casino/contracts';
import { formatClockTime, formatDate } from '@casino/i18n';
import { type Label, literal, message } from '../label';

type LiveState = NonNullable<SportEventSummary['live']>;

/** Periods named as they are (`1st_half`, `halftime`...); numbered ones below. */
const NAMED_PERIODS = new Set([
  'not_started',
  '1st_half',
  '2nd_half',
  'halftime',
  '1st_period',
  '2nd_period',
  '3rd_period',
  'intermission',
  'pause',
  'ended',
]);

const NUMBERED_PERIODS: readonly [RegExp, string][] = [
  [/^q(\d+)$/, 'quarter'],
  [/^ot(\d+)$/, 'overtime'],
  [/^set(\d+)$/, 'set'],
  [/^map(\d+)$/, 'map'],
];

/** Breaks, when the clock stands: no minute is shown. */
const BREAKS = new Set(['halftime', 'intermission', 'pause', 'ended', 'not_started']);

/** The period a live match is in, to read ("2nd half", "Set 2", "Break"), or null for one the site does not know. */
export function periodLabel(period: string): Label | null {
  if (NAMED_PERIODS.has(period)) return message(`sportsbook.period.${period}`);
  for (const [pattern, name] of NUMBERED_PERIODS) {
    const number = pattern.exec(period)?.[1];
    if (number) return message(`sportsbook.period.${name}`, { n: Number(number) });
  }
  return null;
}

/** The match minute of a sport with a clock (`87′`), or null in a break or for sports without one. */
export function matchMinute(live: Pick<LiveState, 'period' | 'clockSeconds'>): number | null {
  if (live.clockSeconds === undefined || BREAKS.has(live.period)) return null;
  return Math.floor(live.clockSeconds / 60);
}

/** The scores of the periods played so far: `6:1, 1:1`. */
export function periodScoresText(live: Pick<LiveState, 'periodScores'>): string {
  return live.periodScores.map((entry) => `${entry.home}:${entry.away}`).join(', ');
}

/**
 * When a match kicks off, as its row says it (Kyiv time, spec section 9): the time alone today, "Tomorrow" and the
 * time, else the date (`28.11`) and the time.
 */
export function kickoffLabel(scheduledAt: string, now: Date): { day: Label | null; time: string } {
  const date = new Date(scheduledAt);
  const time = formatClockTime(date);
  // `DD.MM.YYYY` on Kyiv's calendar: the same string is the same day.
  const day = formatDate(date);
  if (day === formatDate(now)) return { day: null, time };
  if (day === formatDate(new Date(now.getTime() + 86_400_000))) {
    return { day: message('sportsbook.time.tomorrow'), time };
  }
  return { day: literal(day.slice(0, 5)), time };
}
