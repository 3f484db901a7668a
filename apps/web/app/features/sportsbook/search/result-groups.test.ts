import type { SportEventSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { resultGroups } from './result-groups';

function match(id: string, tournament: string, scheduledAt: string, status: SportEventSummary['status']) {
  return {
    id,
    sport: 'football',
    category: { id: 'c', name: 'C' },
    tournament: { id: tournament, name: tournament },
    home: { id: 'h', name: 'H' },
    away: { id: 'a', name: 'A' },
    scheduledAt,
    status,
    live: null,
    mainMarket: null,
    marketCount: 0,
  } satisfies SportEventSummary;
}

describe('search results by tournament', () => {
  it('shows the tournaments of live matches first, a tournament with both kinds in both places', () => {
    const groups = resultGroups([
      match('live-b', 'B', '2026-11-27T18:00:00Z', 'live'),
      match('delayed-a', 'A', '2026-11-27T17:00:00Z', 'not_started'),
      match('later-b', 'B', '2026-11-27T20:00:00Z', 'not_started'),
    ]);
    expect(groups.map((group) => [group.key, group.events.map((event) => event.id)])).toEqual([
      ['live:football:B', ['live-b']],
      ['football:A', ['delayed-a']],
      ['football:B', ['later-b']],
    ]);
  });
});
