import type { Db } from '../../platform/db/database.ts';
import { outboxEvents } from '../../platform/events/events.schema.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';

/**
 * Appends the cash desk's own events to the outbox in the caller's transaction (ARCHITECTURE rule 4), for changes
 * that move no money; events of a money movement travel with its ledger transfer instead.
 */
export async function appendOutboxEvents(tx: Db, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outboxEvents).values(events.map((event) => ({ ...event })));
}
