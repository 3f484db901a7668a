import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../players/players.schema.ts';

/**
 * A login session. The token itself is never stored: only its SHA-256, so a leaked table cannot be replayed.
 * Web sessions travel in an httpOnly cookie, mobile-app sessions in a header.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').$type<'web' | 'mobile'>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_player').on(table.playerId)],
);

export type SessionRow = typeof sessions.$inferSelect;
