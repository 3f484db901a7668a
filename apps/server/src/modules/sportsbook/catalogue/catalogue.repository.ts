import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { Fixture, Producer } from '../../sandbox-feed/index.ts';
import {
  sportEvents,
  sportFeedProducers,
  sportMarketCancels,
  sportMarkets,
  sportTournaments,
} from '../sportsbook.schema.ts';
import type { CatalogueChanges, EventChange, MarketChange } from './catalogue-changes.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters at eight columns. */
const CHUNK = 500;

export type ProducerRow = typeof sportFeedProducers.$inferSelect;

/** The catalogue's SQL: folded feed changes written with the feed-timestamp guard, and the producers' health. */
export class CatalogueRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async knownEvents(ids: readonly string[], executor: Db = this.#db): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await executor
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(inArray(sportEvents.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Writes a folded batch, each row only over older state: the events, the markets the batch changed, then the
   * batch's bet stops on the markets it did not change (the fold has already stopped the ones it did).
   */
  async write(tx: Db, changes: CatalogueChanges): Promise<void> {
    for (const [eventId, change] of changes.events) {
      if (change.fixture) await this.#writeFixture(tx, change.fixture, change);
      else if (change.status || change.live) await this.#writeLiveState(tx, eventId, change);
    }
    const markets = [...changes.markets.values()];
    for (const priced of [true, false]) {
      for (const stopped of [false, true]) {
        const group = markets.filter(
          (market) => Boolean(market.outcomes) === priced && market.stopped === stopped,
        );
        await this.#writeMarkets(tx, group, { priced, stopped });
      }
    }
    for (const stop of changes.stops) {
      await tx
        .update(sportMarkets)
        .set({ status: 'suspended', feedTimestamp: stop.timestamp })
        .where(
          and(
            eq(sportMarkets.eventId, stop.eventId),
            eq(sportMarkets.status, 'active'),
            lt(sportMarkets.feedTimestamp, stop.timestamp),
          ),
        );
    }
    for (let start = 0; start < changes.cancelWindows.length; start += CHUNK) {
      // A window sent again by a recovery is the row already there.
      await tx
        .insert(sportMarketCancels)
        .values(changes.cancelWindows.slice(start, start + CHUNK))
        .onConflictDoNothing();
    }
  }

  async #writeFixture(tx: Db, fixture: Fixture, change: EventChange): Promise<void> {
    await tx
      .insert(sportTournaments)
      .values({
        id: fixture.tournament.id,
        sport: fixture.sport,
        categoryId: fixture.category.id,
        categoryName: fixture.category.name,
        name: fixture.tournament.name,
      })
      .onConflictDoUpdate({
        target: sportTournaments.id,
        set: {
          categoryId: fixture.category.id,
          categoryName: fixture.category.name,
          name: fixture.tournament.name,
        },
      });
    const described = { home: fixture.home, away: fixture.away, scheduledAt: new Date(fixture.scheduledAt) };
    const state = {
      ...(change.status ? { status: change.status } : {}),
      ...(change.live ? { live: change.live } : {}),
    };
    await tx
      .insert(sportEvents)
      .values({
        id: fixture.eventId,
        tournamentId: fixture.tournament.id,
        sport: fixture.sport,
        ...described,
        status: change.status ?? 'not_started',
        live: change.live ?? null,
        feedTimestamp: change.timestamp,
      })
      .onConflictDoUpdate({
        target: sportEvents.id,
        set: { ...described, ...state, feedTimestamp: change.timestamp },
        setWhere: lte(sportEvents.feedTimestamp, change.timestamp),
      });
  }

  async #writeLiveState(tx: Db, eventId: string, change: EventChange): Promise<void> {
    await tx
      .update(sportEvents)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.live ? { live: change.live } : {}),
        feedTimestamp: change.timestamp,
      })
      .where(and(eq(sportEvents.id, eventId), lte(sportEvents.feedTimestamp, change.timestamp)));
  }

  /**
   * Markets priced in the batch replace their outcomes; markets only settled, voided or stopped keep the prices they
   * had. A stop suspends only older state (see foldMessages); everything else also replaces state of its moment.
   */
  async #writeMarkets(
    tx: Db,
    markets: MarketChange[],
    { priced, stopped }: { priced: boolean; stopped: boolean },
  ): Promise<void> {
    for (let start = 0; start < markets.length; start += CHUNK) {
      const rows = markets.slice(start, start + CHUNK).map((market) => ({
        eventId: market.eventId,
        type: market.type,
        specifiers: market.specifiers,
        status: market.status,
        outcomes: [...(market.outcomes ?? [])],
        results: market.results ? [...market.results] : null,
        feedTimestamp: market.timestamp,
      }));
      await tx
        .insert(sportMarkets)
        .values(rows)
        .onConflictDoUpdate({
          target: [sportMarkets.eventId, sportMarkets.type, sportMarkets.specifiers],
          set: {
            status: sql`excluded.status`,
            results: sql`excluded.results`,
            feedTimestamp: sql`excluded.feed_timestamp`,
            ...(priced ? { outcomes: sql`excluded.outcomes` } : {}),
            // Settling, voiding or rolling back a settlement is news for the bets on the market (bet settlement).
            settlementSeq: sql`case when excluded.status in ('settled', 'cancelled') or ${sportMarkets.status} in ('settled', 'cancelled') then nextval('sport_settlement_seq') else ${sportMarkets.settlementSeq} end`,
          },
          setWhere: stopped
            ? sql`${sportMarkets.feedTimestamp} < excluded.feed_timestamp`
            : sql`${sportMarkets.feedTimestamp} <= excluded.feed_timestamp`,
        });
    }
  }

  async producer(producer: Producer, executor: Db = this.#db): Promise<ProducerRow | undefined> {
    const [row] = await executor
      .select()
      .from(sportFeedProducers)
      .where(eq(sportFeedProducers.producer, producer));
    return row;
  }

  async saveProducer(row: ProducerRow, executor: Db = this.#db): Promise<void> {
    await executor
      .insert(sportFeedProducers)
      .values(row)
      .onConflictDoUpdate({ target: sportFeedProducers.producer, set: { ...row } });
  }

  /** Moves a producer's last message time forward, never back (a recovery replays older ones). */
  async advanceLastMessage(tx: Db, producer: Producer, at: number, now: Date): Promise<void> {
    await tx
      .insert(sportFeedProducers)
      .values({ producer, lastMessageAt: at, state: 'down', updatedAt: now })
      .onConflictDoUpdate({
        target: sportFeedProducers.producer,
        set: {
          lastMessageAt: sql`greatest(coalesce(${sportFeedProducers.lastMessageAt}, 0), excluded.last_message_at)`,
          updatedAt: now,
        },
      });
  }
}
