import { SPORT_WIN_FEED_MAX, type SportWinFeedEntry } from '@casino/contracts';

/** Newest first; wins settled in the same instant by their bet, the later bet first, as the server orders them. */
function newerFirst(a: SportWinFeedEntry, b: SportWinFeedEntry): number {
  return Date.parse(b.wonAt) - Date.parse(a.wonAt) || b.betId - a.betId;
}

/**
 * The feed after `arriving` wins: each bet listed once (a resettled bet told again replaces its earlier telling),
 * newest first, at most `limit` and never more than the spec's SPORT_WIN_FEED_MAX.
 */
export function mergeWins(
  listed: readonly SportWinFeedEntry[],
  arriving: readonly SportWinFeedEntry[],
  limit: number,
): SportWinFeedEntry[] {
  const byBet = new Map<number, SportWinFeedEntry>();
  for (const win of [...listed, ...arriving]) byBet.set(win.betId, win);
  return [...byBet.values()].sort(newerFirst).slice(0, Math.min(limit, SPORT_WIN_FEED_MAX));
}
