import type { Db } from '../db/database.ts';
import { outboxEvents } from './events.schema.ts';
import type { OutboxEvent } from './outbox-event.ts';

/**
 * Appends events to the outbox in the caller's transaction (ARCHITECTURE rule 4): they commit with the change
 * they report, or not at all.
 */
export async function appendOutboxEvents(tx: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outboxEvents).values(events.map((event) => ({ ...event })));
}
