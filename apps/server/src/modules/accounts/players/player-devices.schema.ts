import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.schema.ts';

/** The player's app installs, by Firebase Cloud Messaging registration token (the `firebase-token` call). */
export const playerDevices = pgTable('player_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => players.id),
  firebaseToken: text('firebase_token').notNull().unique(),
  platform: text('platform').$type<'android' | 'ios' | 'web'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
