import type { Bonus, LastDaily } from '@casino/contracts';

/** What the daily bonus modal shows: nothing on offer, a bonus to take now, or the wait until the next one. */
export type DailyState =
  | { kind: 'none' }
  | { kind: 'ready'; bonus: Bonus }
  | { kind: 'waiting'; bonus: Bonus; until: number };

/**
 * The daily bonus's state at `now` (epoch ms): once the next one's time has come, it is ready without asking the
 * server again (the countdown reaching zero turns the Take button on).
 */
export function dailyState(lastDaily: LastDaily, now: number): DailyState {
  const { bonus, nextAvailableAt } = lastDaily;
  if (!bonus) return { kind: 'none' };
  const until = nextAvailableAt === null ? null : Date.parse(nextAvailableAt);
  if (until === null || Number.isNaN(until) || until <= now) return { kind: 'ready', bonus };
  return { kind: 'waiting', bonus, until };
}
