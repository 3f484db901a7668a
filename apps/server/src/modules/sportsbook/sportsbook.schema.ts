import type { SportMarketStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Competitor,
  FeedOutcome,
  LiveState,
  LocalizedName,
  MatchStatus,
  OutcomeResult,
  Producer,
  SportKey,
} from '../sandbox-feed/index.ts';

/** A tournament, with the sport and the country (or tour) it belongs to: the sports menu is built from these. */
export const sportTournaments = pgTable('sport_tournaments', {
  id: text('id').primaryKey(),
  sport: text('sport').$type<SportKey>().notNull(),
  categoryId: text('category_id').notNull(),
  categoryName: jsonb('category_name').$type<LocalizedName>().notNull(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
});

/**
 * A match as the feed describes it, with its live state. `feedTimestamp` is the time of the last feed message
 * applied to it: a message older than that (a recovery replaying what was already applied) changes nothing.
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: text('id').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => sportTournaments.id),
    sport: text('sport').$type<SportKey>().notNull(),
    home: jsonb('home').$type<Competitor>().notNull(),
    away: jsonb('away').$type<Competitor>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<MatchStatus>().notNull(),
    live: jsonb('live').$type<LiveState>(),
    feedTimestamp: bigint('feed_timestamp', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('sport_events_status_time').on(table.status, table.scheduledAt),
    index('sport_events_tournament_time').on(table.tournamentId, table.scheduledAt),
  ],
);

/**
 * Numbers every change of a market that decides or undecides bets on it (settled, cancelled, a settlement rolled
 * back) and every voided time window, in the order the feed consumer wrote them: bet settlement follows it.
 */
export const sportSettlementSeq = pgSequence('sport_settlement_seq');

/**
 * A market of a match: its type and specifiers (`total=2.5`), its status, its outcomes with their prices (integer
 * hundredths of decimal odds) and, once settled, each outcome's result. Guarded by `feedTimestamp` as events are.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    type: text('type').notNull(),
    /** Canonical: `key=value` pairs sorted by key and joined by `|`; empty for a market without specifiers. */
    specifiers: text('specifiers').notNull(),
    /** The feed's three states, and the two a market ends in. */
    status: text('status').$type<SportMarketStatus>().notNull(),
    outcomes: jsonb('outcomes').$type<FeedOutcome[]>().notNull(),
    results: jsonb('results').$type<OutcomeResult[]>(),
    feedTimestamp: bigint('feed_timestamp', { mode: 'number' }).notNull(),
    /** From `sport_settlement_seq` when the market was last settled, cancelled or had its settlement rolled back. */
    settlementSeq: bigint('settlement_seq', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.type, table.specifiers] }),
    index('sport_markets_settlement_seq')
      .on(table.settlementSeq)
      .where(sql`${table.settlementSeq} is not null`),
  ],
);

/**
 * A market's bets placed in a time window voided by the feed (`bet_cancel` with a window): the market goes on, the
 * bets placed from `startTime` (inclusive) to `endTime` (exclusive) are void. Epoch milliseconds; an open end is
 * stored as 0 or the largest bigint.
 */
export const sportMarketCancels = pgTable(
  'sport_market_cancels',
  {
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    specifiers: text('specifiers').notNull(),
    startTime: bigint('start_time', { mode: 'number' }).notNull(),
    endTime: bigint('end_time', { mode: 'number' }).notNull(),
    settlementSeq: bigint('settlement_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sport_settlement_seq')`),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.type, table.specifiers, table.startTime, table.endTime] }),
    index('sport_market_cancels_settlement_seq').on(table.settlementSeq),
  ],
);

/**
 * Each feed producer's health as the consumer sees it: the last message and heartbeat applied, and the recovery
 * asked for after an outage (`recoveryRequestId`, answered by a snapshot_complete with the same id).
 */
export const sportFeedProducers = pgTable('sport_feed_producers', {
  producer: text('producer').$type<Producer>().primaryKey(),
  lastMessageAt: bigint('last_message_at', { mode: 'number' }),
  lastAliveAt: bigint('last_alive_at', { mode: 'number' }),
  state: text('state').$type<'up' | 'down' | 'recovering'>().notNull(),
  recoveryRequestId: integer('recovery_request_id').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type SportEventRow = typeof sportEvents.$inferSelect;
export type SportMarketRow = typeof sportMarkets.$inferSelect;
