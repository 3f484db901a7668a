import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as text (it exceeds 2^53 only in theory, but never lose it). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The outbox (ARCHITECTURE rule 4): every state change appends its event here in the same transaction.
 * `tx_id` is the writing transaction, so a reader can take only events of transactions that have all finished
 * (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`) in `(tx_id, id)` order and never skip a late commit.
 * Rows every subscriber has passed are pruned (platform/events/prune-outbox.ts).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    /** The version of the type's payload shape (packages/contracts/src/events). */
    version: smallint('version').notNull().default(1),
    /** The player the event concerns, for per-player delivery; null for site-wide events. */
    playerId: bigint('player_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_events_order').on(table.txId, table.id)],
);

/**
 * Each subscriber's position in the outbox: the last `(tx_id, id)` it has handled. A subscriber failing on an
 * event keeps that event's id, its attempts and when to try again; after-commit work in flight keeps the
 * position it started from (`pending_*`) until it is done, so a process dying meanwhile hands the events over
 * again.
 */
export const outboxPositions = pgTable('outbox_positions', {
  subscriber: text('subscriber').primaryKey(),
  txId: xid8('tx_id').notNull().default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  failingEventId: bigint('failing_event_id', { mode: 'number' }),
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  pendingTxId: xid8('pending_tx_id'),
  pendingEventId: bigint('pending_event_id', { mode: 'number' }),
  pendingUntil: timestamp('pending_until', { withTimezone: true }),
});

/**
 * Events a subscriber could not handle (it failed on them too many times, or they do not match their schema),
 * set aside so the subscriber goes on. The event is copied whole, so pruning the outbox never loses one; an
 * operator asks for a replay (`npm run outbox -- replay`) and the relay hands it to the subscriber again.
 */
export const outboxParkedEvents = pgTable(
  'outbox_parked_events',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    version: smallint('version').notNull(),
    playerId: bigint('player_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    parkedAt: timestamp('parked_at', { withTimezone: true }).notNull(),
    replayRequestedAt: timestamp('replay_requested_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.subscriber, table.eventId] })],
);
