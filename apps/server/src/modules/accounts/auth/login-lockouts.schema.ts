import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from '../players/players.schema.ts';

/**
 * Wrong passwords for one account from one client address, and the lock they led to (decision 018). Keyed by
 * both, so guesses from one address lock that address out of that account and never the owner elsewhere.
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.address] })],
);
