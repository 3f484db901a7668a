import {
  type Language,
  MAIN_MARKET,
  SPORT_EVENTS_DEFAULT_LIMIT,
  SPORT_SEARCH_LIMIT,
  type SportEventResponse,
  type SportEventSummary,
  type SportEventsQuery,
  type SportMarket,
  type SportsMenuResponse,
} from '@casino/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type SportEventRow,
  type SportMarketRow,
  sportEvents,
  sportMarkets,
  sportTournaments,
} from '../sportsbook.schema.ts';
import { parseSpecifiers } from './market-key.ts';
import { namesContain } from './name-search.ts';

/** Matches the site lists: not yet started, or under way. */
const LISTED = ['not_started', 'live'] as const;
/** Markets a match page shows: open to bets, or suspended for a moment. */
const SHOWN = ['active', 'suspended'] as const;
/** The lists' order: live matches first, then by kick-off. */
const LIST_ORDER = [desc(eq(sportEvents.status, 'live')), asc(sportEvents.scheduledAt), asc(sportEvents.id)];

type EventWithTournament = SportEventRow & {
  categoryId: string;
  categoryName: Record<Language, string>;
  tournamentName: Record<Language, string>;
};

/** The catalogue as the site reads it, in one language (decision 031): its lists, its search and a match. */
export class CatalogueView {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async menu(lang: Language): Promise<SportsMenuResponse['data']> {
    const rows = await this.#db
      .select({
        sport: sportTournaments.sport,
        categoryId: sportTournaments.categoryId,
        categoryName: sportTournaments.categoryName,
        id: sportTournaments.id,
        name: sportTournaments.name,
        live: sql<number>`count(*) filter (where ${sportEvents.status} = 'live')`.mapWith(Number),
        upcoming: sql<number>`count(*) filter (where ${sportEvents.status} = 'not_started')`.mapWith(Number),
      })
      .from(sportTournaments)
      .innerJoin(sportEvents, eq(sportEvents.tournamentId, sportTournaments.id))
      .where(inArray(sportEvents.status, [...LISTED]))
      .groupBy(sportTournaments.id)
      .orderBy(asc(sportTournaments.sport), asc(sportTournaments.categoryId), asc(sportTournaments.id));
    const sports: SportsMenuResponse['data']['sports'] = [];
    for (const row of rows) {
      let sport = sports.find((entry) => entry.sport === row.sport);
      if (!sport) {
        sport = { sport: row.sport, live: 0, upcoming: 0, categories: [] };
        sports.push(sport);
      }
      let category = sport.categories.find((entry) => entry.id === row.categoryId);
      if (!category) {
        category = { id: row.categoryId, name: row.categoryName[lang], tournaments: [] };
        sport.categories.push(category);
      }
      category.tournaments.push({ id: row.id, name: row.name[lang], live: row.live, upcoming: row.upcoming });
      sport.live += row.live;
      sport.upcoming += row.upcoming;
    }
    return { sports };
  }

  async events(
    query: SportEventsQuery,
    lang: Language,
  ): Promise<{ total: number; events: SportEventSummary[] }> {
    const conditions: SQL[] = [
      query.status === 'live'
        ? eq(sportEvents.status, 'live')
        : query.status === 'upcoming'
          ? eq(sportEvents.status, 'not_started')
          : inArray(sportEvents.status, [...LISTED]),
    ];
    if (query.sport) conditions.push(eq(sportEvents.sport, query.sport));
    if (query.tournament) conditions.push(eq(sportEvents.tournamentId, query.tournament));
    const where = and(...conditions);
    const [counted] = await this.#db.select({ total: count() }).from(sportEvents).where(where);
    const rows = await this.#withTournament()
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(query.limit ?? SPORT_EVENTS_DEFAULT_LIMIT)
      .offset(query.offset ?? 0);
    return { total: counted?.total ?? 0, events: await this.#summaries(rows, lang) };
  }

  /**
   * Live and upcoming matches with a team, tournament or country named with `text` in any language (namesContain),
   * in the lists' order, as the lists show them.
   */
  async search(text: string, lang: Language): Promise<SportEventSummary[]> {
    const rows = await this.#withTournament()
      .where(and(inArray(sportEvents.status, [...LISTED]), namesContain(text)))
      .orderBy(...LIST_ORDER)
      .limit(SPORT_SEARCH_LIMIT);
    return this.#summaries(rows, lang);
  }

  /** One match with every market it shows; undefined when the catalogue has no such match. */
  async event(id: string, lang: Language): Promise<SportEventResponse['data'] | undefined> {
    const [row] = await this.#withTournament().where(eq(sportEvents.id, id));
    if (!row) return undefined;
    const markets = await this.#db
      .select()
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, id), ne(sportMarkets.status, 'deactivated')))
      .orderBy(asc(sportMarkets.type), asc(sportMarkets.specifiers));
    const main = markets.find((market) => market.type === MAIN_MARKET[row.sport] && market.specifiers === '');
    const shown = markets.filter((market) => (SHOWN as readonly string[]).includes(market.status)).length;
    // Who wins first; the rest by type and line.
    const ordered = main ? [main, ...markets.filter((market) => market !== main)] : markets;
    return { ...summary(row, lang, main, shown), markets: ordered.map(toMarket) };
  }

  /** Matches as the lists show them: with who wins and how many markets each offers. */
  async #summaries(rows: EventWithTournament[], lang: Language): Promise<SportEventSummary[]> {
    const ids = rows.map((row) => row.id);
    const [mainMarkets, marketCounts] = await Promise.all([this.#mainMarkets(ids), this.#marketCounts(ids)]);
    return rows.map((row) =>
      summary(
        row,
        lang,
        mainMarkets.get(`${row.id}\u0000${MAIN_MARKET[row.sport]}`),
        marketCounts.get(row.id) ?? 0,
      ),
    );
  }

  #withTournament() {
    return this.#db
      .select({
        ...eventColumns(),
        categoryId: sportTournaments.categoryId,
        categoryName: sportTournaments.categoryName,
        tournamentName: sportTournaments.name,
      })
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .$dynamic();
  }

  async #mainMarkets(ids: string[]): Promise<Map<string, SportMarketRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .select()
      .from(sportMarkets)
      .where(
        and(
          inArray(sportMarkets.eventId, ids),
          inArray(sportMarkets.type, [...new Set(Object.values(MAIN_MARKET))]),
          eq(sportMarkets.specifiers, ''),
          ne(sportMarkets.status, 'deactivated'),
        ),
      );
    return new Map(rows.map((row) => [`${row.eventId}\u0000${row.type}`, row]));
  }

  async #marketCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db
      .select({ eventId: sportMarkets.eventId, shown: count() })
      .from(sportMarkets)
      .where(and(inArray(sportMarkets.eventId, ids), inArray(sportMarkets.status, [...SHOWN])))
      .groupBy(sportMarkets.eventId);
    return new Map(rows.map((row) => [row.eventId, row.shown]));
  }
}

function eventColumns() {
  const { id, tournamentId, sport, home, away, scheduledAt, status, live, feedTimestamp } = sportEvents;
  return { id, tournamentId, sport, home, away, scheduledAt, status, live, feedTimestamp };
}

function summary(
  row: EventWithTournament,
  lang: Language,
  main: SportMarketRow | undefined,
  marketCount: number,
): SportEventSummary {
  return {
    id: row.id,
    sport: row.sport,
    category: { id: row.categoryId, name: row.categoryName[lang] },
    tournament: { id: row.tournamentId, name: row.tournamentName[lang] },
    home: { id: row.home.id, name: row.home.name[lang] },
    away: { id: row.away.id, name: row.away.name[lang] },
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status,
    live: liveStateOf(row),
    mainMarket: main ? toMarket(main) : null,
    marketCount,
  };
}

/** A match's live state as the site shows it (the feed's match status is the event's own). */
export function liveStateOf(row: Pick<SportEventRow, 'live'>): SportEventSummary['live'] {
  if (!row.live) return null;
  const { status: _status, ...live } = row.live;
  return live as SportEventSummary['live'];
}

export function toMarket(row: SportMarketRow): SportMarket {
  return {
    type: row.type,
    specifiers: parseSpecifiers(row.specifiers),
    status: row.status,
    outcomes: row.outcomes.map(({ id, odds, active }) => ({ id, odds, active })),
  };
}
