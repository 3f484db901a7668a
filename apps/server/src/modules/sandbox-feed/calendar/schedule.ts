/**
 * When and who plays: every league kicks off on its own hourly beat (offset so the kick-offs spread through the hour),
 * top leagues twice an hour, and the pairing of each slot follows from the feed's seed. Nothing is stored: the same
 * seed gives the same calendar on every node and after every restart.
 */
import type { Fixture } from '../protocol.ts';
import { seededRandom } from '../seeded-random.ts';
import { LEAGUES, type LeagueDefinition, type TeamDefinition } from './leagues.ts';

export const SLOT_MS = 60 * 60_000;
/** The second match of a top league's slot starts this long after the first. */
const SECOND_MATCH_MS = 25 * 60_000;
/** A fixture appears in the feed this long before its kick-off. */
export const ANNOUNCE_AHEAD_MS = 24 * 60 * 60_000;
/** Share of fixtures moved to a later kick-off, and by how much. */
const POSTPONED_SHARE = 0.04;
export const POSTPONED_BY_MS = 60 * 60_000;

export interface ScheduledFixture {
  readonly fixture: Fixture;
  readonly league: LeagueDefinition;
  readonly home: TeamDefinition;
  readonly away: TeamDefinition;
  /** The kick-off first announced, and the one that holds (later if postponed). */
  readonly announcedKickoff: number;
  readonly kickoff: number;
  readonly seed: string;
}

function leagueOffset(index: number): number {
  return ((index * 7) % 60) * 60_000;
}

/** Fixtures whose announced kick-off falls in [from, to), in kick-off order. */
export function scheduledFixtures(seed: string, from: number, to: number): ScheduledFixture[] {
  const fixtures: ScheduledFixture[] = [];
  LEAGUES.forEach((league, index) => {
    const offset = leagueOffset(index);
    const first = Math.floor((from - offset - SECOND_MATCH_MS) / SLOT_MS);
    const last = Math.floor((to - offset) / SLOT_MS);
    for (let slot = first; slot <= last; slot += 1) {
      for (const fixture of slotFixtures(seed, league, slot, slot * SLOT_MS + offset)) {
        if (fixture.announcedKickoff >= from && fixture.announcedKickoff < to) fixtures.push(fixture);
      }
    }
  });
  return fixtures.sort(
    (a, b) => a.announcedKickoff - b.announcedKickoff || a.fixture.eventId.localeCompare(b.fixture.eventId),
  );
}

/** One fixture by its event id (`sbx:match:<league>:<slot>:<n>`), as the calendar has it; undefined if not ours. */
export function scheduledFixture(seed: string, eventId: string): ScheduledFixture | undefined {
  const [prefix, kind, leagueId, slot] = eventId.split(':');
  const index = LEAGUES.findIndex((league) => league.id === leagueId);
  const league = LEAGUES[index];
  if (prefix !== 'sbx' || kind !== 'match' || !league || !/^-?\d+$/.test(slot ?? '')) return undefined;
  const slotNumber = Number(slot);
  return slotFixtures(seed, league, slotNumber, slotNumber * SLOT_MS + leagueOffset(index)).find(
    (scheduled) => scheduled.fixture.eventId === eventId,
  );
}

function slotFixtures(
  seed: string,
  league: LeagueDefinition,
  slot: number,
  start: number,
): ScheduledFixture[] {
  const random = seededRandom(`${seed}:${league.id}:${slot}`);
  const pool = [...league.teams];
  const count = league.top ? 2 : 1;
  return Array.from({ length: count }, (_, match) => {
    const home = pool.splice(random.int(pool.length), 1)[0] as TeamDefinition;
    const away = pool.splice(random.int(pool.length), 1)[0] as TeamDefinition;
    const announcedKickoff = start + match * SECOND_MATCH_MS;
    const kickoff = random.chance(POSTPONED_SHARE) ? announcedKickoff + POSTPONED_BY_MS : announcedKickoff;
    const eventId = `sbx:match:${league.id}:${slot}:${match + 1}`;
    return {
      fixture: {
        eventId,
        sport: league.sport,
        category: league.category,
        tournament: { id: league.id, name: league.name },
        home: { id: home.id, name: home.name },
        away: { id: away.id, name: away.name },
        scheduledAt: new Date(announcedKickoff).toISOString(),
      },
      league,
      home,
      away,
      announcedKickoff,
      kickoff,
      seed: `${seed}:${eventId}`,
    };
  });
}
