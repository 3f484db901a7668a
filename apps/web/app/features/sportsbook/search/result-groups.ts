import type { SportEventSummary } from '@casino/contracts';
import { groupByTournament, type TournamentGroup } from '../overview/group-events';

/**
 * What a search found, by tournament as the lists show matches: the tournaments of live matches first, then those
 * of matches to come, each in kick-off order (the order the search answers in). A tournament with matches of both
 * kinds appears in both places, as it does in the lists' two sections.
 */
export function resultGroups(events: readonly SportEventSummary[]): TournamentGroup[] {
  const live = events.filter((event) => event.status === 'live');
  const upcoming = events.filter((event) => event.status !== 'live');
  return [
    ...groupByTournament(live).map((group) => ({ ...group, key: `live:${group.key}` })),
    ...groupByTournament(upcoming),
  ];
}
