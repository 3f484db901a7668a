import type { AuditActorKind } from '@casino/contracts';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (GLI: significant events with time, actor, value before and after, and reason). Append-only:
 * a trigger refuses updates, deletes and truncation, so a record, once written, stays as it was.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** Who exactly: the player's id, an operator's name, a job's or provider's name. */
    actorId: text('actor_id'),
    /** The player the event is about, when there is one. */
    playerId: bigint('player_id', { mode: 'number' }),
    /** What happened, as `area.verb` (`limits.changed`, `exclusion.started`, `login.new_device`). */
    action: text('action').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    /** The HTTP request that caused it, to join with the logs. */
    requestId: text('request_id'),
  },
  (table) => [index('audit_events_player').on(table.playerId, table.id)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
