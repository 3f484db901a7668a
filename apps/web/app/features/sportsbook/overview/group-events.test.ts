import type { SportEventSummary } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { groupByTournament, sameGroup } from './group-events';

function match(
  id: string,
  tournament: string,
  scheduledAt: string,
  sport: SportEventSummary['sport'] = 'football',
) {
  return {
    id,
    sport,
    category: { id: 'c', name: 'C' },
    tournament: { id: tournament, name: tournament },
    home: { id: 'h', name: 'H' },
    away: { id: 'a', name: 'A' },
    scheduledAt,
    status: 'not_started',
    live: null,
    mainMarket: null,
    marketCount: 0,
  } satisfies SportEventSummary;
}

describe('upcoming matches by tournament', () => {
  it('orders the tournaments by their first kick-off and each one’s matches by theirs', () => {
    const groups = groupByTournament([
      match('a1', 'A', '2026-11-27T18:00:00Z'),
      match('b1', 'B', '2026-11-27T17:00:00Z'),
      match('a2', 'A', '2026-11-27T17:30:00Z'),
      match('b2', 'B', '2026-11-27T19:00:00Z'),
    ]);
    expect(groups.map((group) => [group.tournament.id, group.events.map((event) => event.id)])).toEqual([
      ['B', ['b1', 'b2']],
      ['A', ['a2', 'a1']],
    ]);
  });

  it('keeps tournaments of the same id in different sports apart, and each match once', () => {
    const groups = groupByTournament([
      match('x', 'cup', '2026-11-27T18:00:00Z', 'football'),
      match('y', 'cup', '2026-11-27T18:00:00Z', 'basketball'),
      match('x', 'cup', '2026-11-27T18:00:00Z', 'football'),
    ]);
    expect(groups.map((group) => [group.key, group.events.length])).toEqual([
      ['football:cup', 1],
      ['basketball:cup', 1],
    ]);
  });
});

describe('a tournament grouped again', () => {
  const first = match('a1', 'A', '2026-11-27T18:00:00Z');
  const second = match('a2', 'A', '2026-11-27T19:00:00Z');

  it('is the same while each of its matches is the very object it was', () => {
    const [before] = groupByTournament([first, second]);
    const [after] = groupByTournament([first, second]);
    expect(before && after && sameGroup(before, after)).toBe(true);
  });

  it('is not the same when a match has news, or one came or went', () => {
    const [before] = groupByTournament([first, second]);
    const [moved] = groupByTournament([first, { ...second, marketCount: 3 }]);
    const [fewer] = groupByTournament([first]);
    expect(before && moved && sameGroup(before, moved)).toBe(false);
    expect(before && fewer && sameGroup(before, fewer)).toBe(false);
  });
});
