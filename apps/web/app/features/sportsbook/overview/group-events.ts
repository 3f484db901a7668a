import type { SportEventSummary } from '@casino/contracts';

export interface TournamentGroup {
  /** The sport and tournament: a tournament id is unique within its sport. */
  key: string;
  sport: SportEventSummary['sport'];
  category: SportEventSummary['category'];
  tournament: SportEventSummary['tournament'];
  events: SportEventSummary[];
}

function kickoff(event: SportEventSummary): number {
  return Date.parse(event.scheduledAt);
}

/**
 * Matches by tournament: the tournaments in the order of their first kick-off, each one's matches in kick-off order
 * (the order the API lists them in, kept for matches that kick off together). The same match twice (a page of a
 * list that moved while it was read) is shown once.
 */
export function groupByTournament(events: readonly SportEventSummary[]): TournamentGroup[] {
  const seen = new Set<string>();
  const groups = new Map<string, TournamentGroup>();
  const ordered = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => kickoff(a.event) - kickoff(b.event) || a.index - b.index);
  for (const { event } of ordered) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const key = `${event.sport}:${event.tournament.id}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, sport: event.sport, category: event.category, tournament: event.tournament, events: [] };
      groups.set(key, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

/**
 * Whether two groupings of a tournament show the same matches as they were: a list's data read again (a poll, a
 * live match's news) groups anew, and a tournament whose every match is the very object it was is not drawn again.
 */
export function sameGroup(a: TournamentGroup, b: TournamentGroup): boolean {
  return (
    a.key === b.key &&
    a.events.length === b.events.length &&
    a.events.every((event, index) => event === b.events[index])
  );
}
