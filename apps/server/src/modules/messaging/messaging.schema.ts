import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type MessageChannel = 'sms' | 'call' | 'email';

/**
 * Every message handed to the message gateway. The development gateway only records here (the outbox page shows
 * them); a real provider adds its id and delivery status.
 */
export const outboundMessages = pgTable('outbound_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brand: text('brand').notNull(),
  channel: text('channel').$type<MessageChannel>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  provider: text('provider').notNull(),
  providerMessageId: text('provider_message_id'),
  status: text('status').$type<'recorded' | 'sent' | 'failed'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;
