import type { OperatorRole } from '@casino/contracts/backoffice';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * The people who run the site: kept apart from players (their own table, sessions and cookie), each with a
 * password, an authenticator app's secret and one or more roles.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The base32 TOTP secret the operator's authenticator app holds, sealed (`TotpSecrets`): never in clear. */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30-second step a code was accepted for: a code is good for one login only. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    roles: jsonb('roles').$type<OperatorRole[]>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('operators_login').on(sql`lower(${table.login})`),
    check('operators_status', sql`${table.status} in ('active', 'disabled')`),
  ],
);
export type OperatorRow = typeof operators.$inferSelect;

/**
 * A signed-in operator's session: only the token's hash is kept. It ends when idle too long, at its absolute end,
 * or when revoked (by the operator signing out, or an admin).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Sent back by the console in a header on every change; a cross-site page cannot read it. */
    csrfToken: text('csrf_token').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operator_sessions_token').on(table.tokenHash),
    index('operator_sessions_operator').on(table.operatorId, table.createdAt),
  ],
);
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** Operators' notes on a player, shown on the player's page; never changed once written. */
export const operatorPlayerNotes = pgTable(
  'operator_player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    operatorLogin: text('operator_login').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_player_notes_player').on(table.playerId, table.id)],
);
