import type { ExclusionPeriod, LimitPeriod, LimitType } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * A player's self-limit of one type and period: the amount in force (minor units, minutes for `session`; null
 * when only a removal is waiting) and a raise or removal waiting for its cooling-off (`pending_effective_at`).
 */
export const selfLimits = pgTable(
  'self_limits',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    type: text('type').$type<LimitType>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.type, table.period] }),
    check('self_limits_positive', sql`${table.amount} > 0 and ${table.pendingAmount} > 0`),
  ],
);

/** Time-outs and self-exclusions: in force from `started_at` until `till` (null: permanently). */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    kind: text('kind').$type<'timeout' | 'self_exclusion'>().notNull(),
    period: text('period').$type<ExclusionPeriod>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    till: timestamp('till', { withTimezone: true }),
  },
  (table) => [index('self_exclusions_player').on(table.playerId, table.startedAt)],
);

/**
 * Reality checks (RTS 13): the interval the player chose, the last check sent and whether it was acknowledged;
 * while one is unacknowledged, bets wait.
 */
export const realityChecks = pgTable('reality_checks', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey().references(referencesPlayer),
  intervalMinutes: integer('interval_minutes'),
  /** The check most recently sent, and when the player answered it (null: not yet). */
  dueAt: timestamp('due_at', { withTimezone: true }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type SelfLimitRow = typeof selfLimits.$inferSelect;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;
export type RealityCheckRow = typeof realityChecks.$inferSelect;
