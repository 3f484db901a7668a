import type { LocalizedText, NotificationSound, NotificationType } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * The notification center (spec section 3, Notification): what the player was told, in every language, and
 * whether they have read it. `id` is the ncMessageId. A notification made from an outbox event keeps the event's id,
 * so the same event never makes two.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    type: text('type').$type<NotificationType>().notNull(),
    systemAlias: text('system_alias'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    link: text('link'),
    sound: text('sound').$type<NotificationSound>().notNull().default('default'),
    isReaded: boolean('is_readed').notNull().default(false),
    sourceEventId: bigint('source_event_id', { mode: 'number' }).unique('notifications_source_event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_player').on(table.playerId, table.id),
    index('notifications_unread').on(table.playerId).where(sql`not ${table.isReaded}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
