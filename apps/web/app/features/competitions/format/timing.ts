import { type CompetitionState, SOON_COMPETITION_THRESHOLD_MS } from '@casino/contracts';

/** Where a competition stands now, read from its dates, and the moment that changes it next. */
export interface Timing {
  state: CompetitionState;
  /** The start of a soon one, the end of an active or a closed one (epoch ms). */
  until: number;
  /** A soon one starting within a day: shown with its countdown (spec section 4). */
  withinADay: boolean;
}

/**
 * The state from the dates (spec section 4): soon before the start, closed from the end on, active between. Read
 * on the page's clock, so a card turns active or closed on time without asking the server again.
 */
export function timingOf(dates: { dateStart: string; dateEnd: string }, now: number): Timing {
  const start = Date.parse(dates.dateStart);
  const end = Date.parse(dates.dateEnd);
  if (now < start) {
    return { state: 'soon', until: start, withinADay: start - now <= SOON_COMPETITION_THRESHOLD_MS };
  }
  return { state: now >= end ? 'closed' : 'active', until: end, withinADay: false };
}

/**
 * A list as the page shows it: running ones first, ending soonest first; then soon ones, starting soonest first;
 * then closed ones, the last finished first.
 */
export function byState<T extends { dateStart: string; dateEnd: string }>(
  list: readonly T[],
  now: number,
): Record<CompetitionState, T[]> {
  const groups: Record<CompetitionState, T[]> = { active: [], soon: [], closed: [] };
  for (const item of list) groups[timingOf(item, now).state].push(item);
  const end = (item: T) => Date.parse(item.dateEnd);
  groups.active.sort((a, b) => end(a) - end(b));
  groups.soon.sort((a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart));
  groups.closed.sort((a, b) => end(b) - end(a));
  return groups;
}
