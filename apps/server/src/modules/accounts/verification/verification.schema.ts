import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../players/players.schema.ts';

export type VerificationPurpose = 'register' | 'confirm_contact' | 'restore' | 'phone_change';
export type VerificationChannel = 'sms' | 'flash_call' | 'email';

/**
 * One-time codes and restore tokens. Only a hash is stored; a code is single-use (consumed_at), expires, and
 * allows a limited number of wrong attempts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    channel: text('channel').$type<VerificationChannel>().notNull(),
    /** The e-mail or phone the code was sent to, normalised as on the player. */
    contact: text('contact').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_contact').on(table.brand, table.contact, table.purpose)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
