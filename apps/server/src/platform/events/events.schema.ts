import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as text (it exceeds 2^53 only in theory, but never lose it). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The outbox (ARCHITECTURE rule 4): every state change appends its event here in the same transaction.
 * `tx_id` is the writing transaction, so a reader can take only events of transactions that have all finished
 * (`tx_id < pg_snapshot_xmin(pg_current_snapshot())`) in `(tx_id, id)` order and never skip a late commit.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    /** The player the event concerns, for per-player delivery; null for site-wide events. */
    playerId: bigint('player_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_events_order').on(table.txId, table.id)],
);

/** Each subscriber's position in the outbox: the last `(tx_id, id)` it has handled. */
export const outboxPositions = pgTable('outbox_positions', {
  subscriber: text('subscriber').primaryKey(),
  txId: xid8('tx_id').notNull().default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
