import type { Currency, SportMarketStatus } from '@casino/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/migrations.ts';
import { executePrepared } from '../../../platform/db/prepared.ts';
import type { FeedOutcome, MatchStatus, OutcomeResult, Producer } from '../../sandbox-feed/index.ts';
import {
  sportEvents,
  sportFeedProducers,
  sportMarketCancels,
  sportMarkets,
  sportTournaments,
} from '../sportsbook.schema.ts';
import {
  sportBetLimits,
  sportBetSelections,
  sportBets,
  sportBookSettings,
  sportPlayerLimits,
  sportSettlementProgress,
} from './sport-bets.schema.ts';

/** The operator's settings of the book: the bet delay, the cash-out margin and the express of the day's rules. */
export interface BookSettings {
  liveDelayMs: number;
  cashOutMarginBp: number;
  expressLegs: number;
  expressMinOdds: number;
  expressMaxOdds: number;
}

export type SportBetRow = typeof sportBets.$inferSelect;
export type NewSportBet = typeof sportBets.$inferInsert;
export type SportBetSelectionRow = typeof sportBetSelections.$inferSelect;
export type NewSportBetSelection = Omit<typeof sportBetSelections.$inferInsert, 'betId'>;

/** A market's key: the match, the type and the canonical specifiers. */
export interface MarketKey {
  eventId: string;
  market: string;
  specifiers: string;
}

/** A market as a placement and a settlement read it, with its match's state. */
export interface MarketState extends MarketKey {
  status: SportMarketStatus;
  outcomes: readonly FeedOutcome[];
  results: readonly OutcomeResult[] | null;
  eventStatus: MatchStatus;
}

/** The catalogue as a slip reads it. */
export interface SlipState {
  knownEvents: Set<string>;
  markets: Map<string, MarketState>;
  upProducers: Set<Producer>;
}

/** A text[] as node-postgres returns it (an array) or PGlite spells it (`{prematch,live}`). */
function parseTextArray(value: readonly string[] | string): string[] {
  if (Array.isArray(value)) return [...value];
  const inner = (value as string).replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

/** The limits in force for a player: the currency's, each lowered where the operator lowered it for them. */
export interface BetLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  maxEventPayout: number;
  maxPlayerPayout: number;
}

export const marketKeyText = (key: MarketKey) => `${key.eventId}\u0000${key.market}\u0000${key.specifiers}`;

/** The bets' SQL: placing and reading bets, the markets they stand on, the limits they are held to. */
export class SportBetsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  get db(): Db {
    return this.#db;
  }

  async limits(executor: Db, currency: Currency, playerId: number): Promise<BetLimits | null> {
    const [row] = rowsOf<{ limits: BetLimits | null }>(
      await executor.execute(sql`select ${limitsInForce(currency, playerId)} as limits`),
    );
    return row?.limits ?? null;
  }

  /** The live bet delay and the cash-out margin (none and none when the row is missing). */
  async settings(executor: Db): Promise<BookSettings> {
    const [row] = await executor
      .select({
        liveDelayMs: sportBookSettings.liveDelayMs,
        cashOutMarginBp: sportBookSettings.cashOutMarginBp,
        expressLegs: sportBookSettings.expressLegs,
        expressMinOdds: sportBookSettings.expressMinOdds,
        expressMaxOdds: sportBookSettings.expressMaxOdds,
      })
      .from(sportBookSettings);
    if (!row) throw new Error('the sportsbook settings row is missing');
    return row;
  }

  /** The bet, locked until the transaction ends when `lock` says so. */
  async bet(executor: Db, id: number, lock = false): Promise<SportBetRow | undefined> {
    const query = executor.select().from(sportBets).where(eq(sportBets.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async selections(executor: Db, betIds: readonly number[]): Promise<SportBetSelectionRow[]> {
    if (betIds.length === 0) return [];
    return executor
      .select()
      .from(sportBetSelections)
      .where(inArray(sportBetSelections.betId, [...betIds]))
      .orderBy(asc(sportBetSelections.betId), asc(sportBetSelections.position));
  }

  /**
   * Holds the matches against bet settlement until the transaction ends: a placement or an acceptance takes them
   * shared, settlement exclusively (see `lockEventsForSettlement`), so settlement never reads a market's bets while a
   * bet on it that read the market open is still to commit. Taken in one order, so two placements never wait on
   * each other in a cycle.
   */
  async lockEventsShared(tx: Db, eventIds: readonly string[]): Promise<void> {
    for (const eventId of [...new Set(eventIds)].sort()) {
      await executePrepared(
        tx,
        'sport-event-lock-shared',
        sql`select pg_advisory_xact_lock_shared(hashtextextended(${eventLockKey(eventId)}, 0))`,
      );
    }
  }

  async lockEventForSettlement(tx: Db, eventId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${eventLockKey(eventId)}, 0))`);
  }

  async markets(executor: Db, keys: readonly MarketKey[]): Promise<Map<string, MarketState>> {
    if (keys.length === 0) return new Map();
    const tuples = sql.join(
      keys.map((key) => sql`(${key.eventId}, ${key.market}, ${key.specifiers})`),
      sql`, `,
    );
    const rows = await executor
      .select({
        eventId: sportMarkets.eventId,
        market: sportMarkets.type,
        specifiers: sportMarkets.specifiers,
        status: sportMarkets.status,
        outcomes: sportMarkets.outcomes,
        results: sportMarkets.results,
        eventStatus: sportEvents.status,
      })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(sql`(${sportMarkets.eventId}, ${sportMarkets.type}, ${sportMarkets.specifiers}) in (${tuples})`);
    return new Map(rows.map((row) => [marketKeyText(row), row]));
  }

  /** The voided time windows of these markets, as [start, end) in epoch milliseconds. */
  async cancelWindows(executor: Db, keys: readonly MarketKey[]): Promise<Map<string, [number, number][]>> {
    if (keys.length === 0) return new Map();
    const tuples = sql.join(
      keys.map((key) => sql`(${key.eventId}, ${key.market}, ${key.specifiers})`),
      sql`, `,
    );
    const rows = await executor
      .select()
      .from(sportMarketCancels)
      .where(
        sql`(${sportMarketCancels.eventId}, ${sportMarketCancels.type}, ${sportMarketCancels.specifiers}) in (${tuples})`,
      );
    const windows = new Map<string, [number, number][]>();
    for (const row of rows) {
      const key = marketKeyText({ eventId: row.eventId, market: row.type, specifiers: row.specifiers });
      windows.set(key, [...(windows.get(key) ?? []), [row.startTime, row.endTime]]);
    }
    return windows;
  }

  /**
   * What a slip needs to know of the catalogue, in one statement: which of its matches exist, the state of its
   * markets (a market the catalogue lacks is absent), and the producers the consumer has recovered and hears (only
   * their prices may be bet on).
   */
  async slipState(executor: Db, keys: readonly MarketKey[]): Promise<SlipState> {
    return slipStateOf(
      rowsOf<SlipRow>(await executePrepared(executor, 'sport-slip-state', slipStateSql(keys))),
    );
  }

  async updateBet(tx: Db, id: number, change: Partial<NewSportBet>): Promise<void> {
    await tx.update(sportBets).set(change).where(eq(sportBets.id, id));
  }

  async updateSelection(
    tx: Db,
    betId: number,
    position: number,
    change: Partial<Pick<SportBetSelectionRow, 'odds' | 'currentOdds' | 'result'>>,
  ): Promise<void> {
    await tx
      .update(sportBetSelections)
      .set(change)
      .where(and(eq(sportBetSelections.betId, betId), eq(sportBetSelections.position, position)));
  }

  /** Pending bets whose delay is over, oldest first. */
  /** The latest feed time of any market's prices: where following price changes starts. */
  async latestPriceChange(executor: Db): Promise<number> {
    const [row] = rowsOf<{ latest: string | null }>(
      await executor.execute(sql`select max(feed_timestamp) as latest from ${sportMarkets}`),
    );
    return Number(row?.latest ?? 0);
  }

  /**
   * The open bets a cash-out may be offered on (accepted, the player's own stake, not a system bet) with a
   * selection whose market's prices changed in (`after`, `upTo`], feed time, with their players.
   */
  async cashOutBetsRepriced(
    executor: Db,
    after: number,
    upTo: number,
  ): Promise<{ betId: number; playerId: number }[]> {
    const rows = rowsOf<{ bet_id: string; player_id: string }>(
      await executor.execute(sql`
        select distinct b.id as bet_id, b.player_id
          from ${sportMarkets} m
          join ${sportBetSelections} s
            on s.event_id = m.event_id and s.market_type = m.type and s.specifiers = m.specifiers
          join ${sportBets} b on b.id = s.bet_id
         where m.feed_timestamp > ${after} and m.feed_timestamp <= ${upTo}
           and b.status = 'accepted' and b.outcome = 'open' and b.freebet_id is null and b.type <> 'system'`),
    );
    return rows.map((row) => ({ betId: Number(row.bet_id), playerId: Number(row.player_id) }));
  }

  async duePending(executor: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await executor
      .select({ id: sportBets.id })
      .from(sportBets)
      .where(and(eq(sportBets.status, 'pending'), sql`${sportBets.acceptAfter} <= ${now}`))
      .orderBy(asc(sportBets.acceptAfter))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The bets standing on a market (accepted: a pending bet on a closed market is rejected, not settled), in id
   * order, with their players.
   */
  async acceptedBetsOn(executor: Db, key: MarketKey): Promise<{ id: number; playerId: number }[]> {
    return executor
      .selectDistinct({ id: sportBets.id, playerId: sportBets.playerId })
      .from(sportBetSelections)
      .innerJoin(sportBets, eq(sportBets.id, sportBetSelections.betId))
      .where(
        and(
          eq(sportBetSelections.eventId, key.eventId),
          eq(sportBetSelections.marketType, key.market),
          eq(sportBetSelections.specifiers, key.specifiers),
          eq(sportBets.status, 'accepted'),
        ),
      )
      .orderBy(asc(sportBets.id));
  }

  /** How far bet settlement has followed the settlement sequence. */
  async settledUpTo(executor: Db): Promise<number> {
    const [row] = await executor.select().from(sportSettlementProgress);
    return row?.lastSeq ?? 0;
  }

  async advanceSettlement(executor: Db, lastSeq: number): Promise<void> {
    await executor
      .insert(sportSettlementProgress)
      .values({ id: 1, lastSeq })
      .onConflictDoUpdate({
        target: sportSettlementProgress.id,
        set: { lastSeq: sql`greatest(${sportSettlementProgress.lastSeq}, excluded.last_seq)` },
      });
  }

  /**
   * The markets settled, cancelled, rolled back or given a voided window after `afterSeq`, in the order the feed
   * consumer wrote them, each with the number it was written under.
   */
  async settlementNews(
    executor: Db,
    afterSeq: number,
    limit: number,
  ): Promise<(MarketKey & { seq: number })[]> {
    const rows = rowsOf<{ event_id: string; type: string; specifiers: string; seq: string }>(
      await executor.execute(sql`
      (select ${sportMarkets.eventId} as event_id, ${sportMarkets.type} as type, ${sportMarkets.specifiers} as specifiers,
              ${sportMarkets.settlementSeq} as seq
         from ${sportMarkets} where ${sportMarkets.settlementSeq} > ${afterSeq}
        order by ${sportMarkets.settlementSeq} limit ${limit})
      union all
      (select ${sportMarketCancels.eventId}, ${sportMarketCancels.type}, ${sportMarketCancels.specifiers},
              ${sportMarketCancels.settlementSeq}
         from ${sportMarketCancels} where ${sportMarketCancels.settlementSeq} > ${afterSeq}
        order by ${sportMarketCancels.settlementSeq} limit ${limit})
      order by seq limit ${limit}`),
    );
    return rows.map((row) => ({
      eventId: row.event_id,
      market: row.type,
      specifiers: row.specifiers,
      seq: Number(row.seq),
    }));
  }

  /** The player's bets, newest first: `open` undecided, `settled` decided (rejected bets count as settled). */
  async playerBets(
    executor: Db,
    playerId: number,
    query: { state?: 'open' | 'settled'; limit: number; offset: number },
  ): Promise<{ total: number; bets: SportBetRow[] }> {
    const open = and(eq(sportBets.outcome, 'open'), ne(sportBets.status, 'rejected'));
    const conditions = [eq(sportBets.playerId, playerId)];
    if (query.state === 'open') conditions.push(open as SQL);
    if (query.state === 'settled') conditions.push(sql`not (${open})`);
    const where = and(...conditions);
    const [total] = await executor
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sportBets)
      .where(where);
    const bets = await executor
      .select()
      .from(sportBets)
      .where(where)
      .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: total?.count ?? 0, bets };
  }

  /** The matches the bets stand on, with their tournaments, for the bets' view. */
  async eventsOf(executor: Db, eventIds: readonly string[]) {
    if (eventIds.length === 0) return [];
    return executor
      .select({
        id: sportEvents.id,
        sport: sportEvents.sport,
        home: sportEvents.home,
        away: sportEvents.away,
        scheduledAt: sportEvents.scheduledAt,
        tournamentId: sportTournaments.id,
        tournamentName: sportTournaments.name,
      })
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .where(inArray(sportEvents.id, [...eventIds]));
  }
}

/** The advisory lock that holds a match against settlement. */
export function eventLockKey(eventId: string): string {
  return `casino:sport-event:${eventId}`;
}

/** A row of the slip's statement: a match, with one of the slip's markets on it (none when it lacks them all). */
export interface SlipRow {
  event_id: string;
  event_status: MatchStatus;
  type: string | null;
  specifiers: string | null;
  status: SportMarketStatus | null;
  outcomes: FeedOutcome[] | null;
  results: OutcomeResult[] | null;
  up: Producer[] | string;
}

/**
 * What a slip needs to know of the catalogue, in one statement: which of its matches exist, the state of its
 * markets (a market the catalogue lacks is absent), and the producers the consumer has recovered and hears (only
 * their prices may be bet on). `more` adds columns computed once for the statement (a placement's limits).
 */
export function slipStateSql(keys: readonly MarketKey[], more: SQL = sql``): SQL {
  const tuples = sql.join(
    keys.map((key) => sql`(${key.eventId}, ${key.market}, ${key.specifiers})`),
    sql`, `,
  );
  const eventIds = [...new Set(keys.map((key) => key.eventId))];
  return sql`
    select e.id as event_id, e.status as event_status, m.type, m.specifiers, m.status, m.outcomes, m.results,
           (select coalesce(array_agg(p.producer), '{}') from ${sportFeedProducers} p where p.state = 'up') as up
           ${more}
      from ${sportEvents} e
      left join ${sportMarkets} m
        on m.event_id = e.id and (m.event_id, m.type, m.specifiers) in (${tuples})
     where e.id in (${sql.join(
       eventIds.map((id) => sql`${id}`),
       sql`, `,
     )})`;
}

export function slipStateOf(rows: readonly SlipRow[]): SlipState {
  const markets = new Map<string, MarketState>();
  for (const row of rows) {
    if (row.type === null || row.specifiers === null || row.status === null) continue;
    const market = { eventId: row.event_id, market: row.type, specifiers: row.specifiers };
    markets.set(marketKeyText(market), {
      ...market,
      status: row.status,
      outcomes: row.outcomes ?? [],
      results: row.results,
      eventStatus: row.event_status,
    });
  }
  return {
    knownEvents: new Set(rows.map((row) => row.event_id)),
    markets,
    upProducers: new Set(parseTextArray(rows[0]?.up ?? []) as Producer[]),
  };
}

/** The limits in force for a player in a currency, as one JSON value (null when the currency has none). */
export function limitsInForce(currency: Currency, playerId: number): SQL {
  const lowered = (column: 'max_stake' | 'max_payout' | 'max_event_payout' | 'max_player_payout') =>
    sql`least(l.${sql.raw(column)}, p.${sql.raw(column)})`;
  return sql`(select json_build_object(
      'minStake', l.min_stake, 'maxStake', ${lowered('max_stake')}, 'maxPayout', ${lowered('max_payout')},
      'maxEventPayout', ${lowered('max_event_payout')}, 'maxPlayerPayout', ${lowered('max_player_payout')})
    from ${sportBetLimits} l left join ${sportPlayerLimits} p on p.player_id = ${playerId}
    where l.currency = ${currency})`;
}
