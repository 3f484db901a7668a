import type { Currency, SportMarketStatus } from '@casino/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/migrations.ts';
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
    const [row] = await executor
      .select({
        minStake: sportBetLimits.minStake,
        maxStake: sql<number>`least(${sportBetLimits.maxStake}, ${sportPlayerLimits.maxStake})`.mapWith(
          Number,
        ),
        maxPayout: sql<number>`least(${sportBetLimits.maxPayout}, ${sportPlayerLimits.maxPayout})`.mapWith(
          Number,
        ),
        maxEventPayout:
          sql<number>`least(${sportBetLimits.maxEventPayout}, ${sportPlayerLimits.maxEventPayout})`.mapWith(
            Number,
          ),
        maxPlayerPayout:
          sql<number>`least(${sportBetLimits.maxPlayerPayout}, ${sportPlayerLimits.maxPlayerPayout})`.mapWith(
            Number,
          ),
      })
      .from(sportBetLimits)
      .leftJoin(sportPlayerLimits, eq(sportPlayerLimits.playerId, playerId))
      .where(eq(sportBetLimits.currency, currency));
    return row ?? null;
  }

  async liveDelayMs(executor: Db): Promise<number> {
    const [row] = await executor.select({ delay: sportBookSettings.liveDelayMs }).from(sportBookSettings);
    return row?.delay ?? 0;
  }

  async byReference(executor: Db, playerId: number, referenceId: string): Promise<SportBetRow | undefined> {
    const [row] = await executor
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.playerId, playerId), eq(sportBets.referenceId, referenceId)));
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
      await tx.execute(
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

  /** Producers the consumer has recovered and hears: only their prices may be bet on. */
  async upProducers(executor: Db): Promise<Set<Producer>> {
    const rows = await executor
      .select({ producer: sportFeedProducers.producer })
      .from(sportFeedProducers)
      .where(eq(sportFeedProducers.state, 'up'));
    return new Set(rows.map((row) => row.producer));
  }

  /**
   * What the player's open bets may pay: together, and by match for the matches asked about. Read after the
   * player's balance is locked, so two placements of one player are measured one after the other.
   */
  async openExposure(
    executor: Db,
    playerId: number,
    eventIds: readonly string[],
  ): Promise<{ total: number; byEvent: Map<string, number> }> {
    const open = and(
      eq(sportBets.playerId, playerId),
      eq(sportBets.outcome, 'open'),
      ne(sportBets.status, 'rejected'),
    ) as SQL;
    const [total] = await executor
      .select({ sum: sql<number>`coalesce(sum(${sportBets.potentialPayout}), 0)`.mapWith(Number) })
      .from(sportBets)
      .where(open);
    const byEvent = await executor
      .select({
        eventId: sportBetSelections.eventId,
        sum: sql<number>`coalesce(sum(${sportBets.potentialPayout}), 0)`.mapWith(Number),
      })
      .from(sportBets)
      .innerJoin(sportBetSelections, eq(sportBetSelections.betId, sportBets.id))
      .where(and(open, inArray(sportBetSelections.eventId, [...eventIds])))
      .groupBy(sportBetSelections.eventId);
    return { total: total?.sum ?? 0, byEvent: new Map(byEvent.map((row) => [row.eventId, row.sum])) };
  }

  /** Inserts the bet and its selections; null when the player's reference id was taken meanwhile. */
  async insert(
    tx: Db,
    bet: NewSportBet,
    selections: readonly NewSportBetSelection[],
  ): Promise<SportBetRow | null> {
    const [row] = await tx.insert(sportBets).values(bet).onConflictDoNothing().returning();
    if (!row) return null;
    await tx
      .insert(sportBetSelections)
      .values(selections.map((selection) => ({ ...selection, betId: row.id })));
    return row;
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
  async duePending(executor: Db, now: Date, limit: number): Promise<number[]> {
    const rows = await executor
      .select({ id: sportBets.id })
      .from(sportBets)
      .where(and(eq(sportBets.status, 'pending'), sql`${sportBets.acceptAfter} <= ${now}`))
      .orderBy(asc(sportBets.acceptAfter))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The bets standing on a market (accepted: a pending bet on a closed market is rejected, not settled). */
  async acceptedBetsOn(executor: Db, key: MarketKey): Promise<number[]> {
    const rows = await executor
      .selectDistinct({ id: sportBets.id })
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
    return rows.map((row) => row.id);
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

  /** Which of these matches the catalogue has. */
  async knownEvents(executor: Db, eventIds: readonly string[]): Promise<Set<string>> {
    const rows = await executor
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(inArray(sportEvents.id, [...eventIds]));
    return new Set(rows.map((row) => row.id));
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

function eventLockKey(eventId: string): string {
  return `casino:sport-event:${eventId}`;
}
