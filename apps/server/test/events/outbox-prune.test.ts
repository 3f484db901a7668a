import { domainEvent } from '@casino/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import {
  outboxEvents,
  outboxParkedEvents,
  outboxPositions,
} from '../../src/platform/events/events.schema.ts';
import { parkedEvents } from '../../src/platform/events/parked-events.ts';
import { pruneOutbox } from '../../src/platform/events/prune-outbox.ts';
import { OutboxRelay, type RelayedEvent } from '../../src/platform/events/relay.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const HOUR_MS = 3600_000;
const retention = { retentionMs: HOUR_MS, batchSize: 3 };

describe('outbox pruning', () => {
  let testDatabase: TestDatabase;
  let db: Db;

  /** Appends events of the given names, written `ageMs` ago; returns their places in the outbox's order. */
  async function append(names: string[], ageMs = 2 * HOUR_MS) {
    const createdAt = new Date(Date.now() - ageMs);
    const rows = await db
      .insert(outboxEvents)
      .values(
        names.map((version) => ({ ...domainEvent('SiteVersionReleased', null, { version }), createdAt })),
      )
      .returning({ id: outboxEvents.id, txId: outboxEvents.txId });
    return rows.map((row) => ({ txId: row.txId, eventId: row.id }));
  }

  async function remaining() {
    const rows = await db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .orderBy(asc(outboxEvents.id));
    return rows.map((row) => row.payload.version);
  }

  async function place(subscriber: string, at: { txId: string; eventId: number }, extra = {}) {
    await db
      .insert(outboxPositions)
      .values({ subscriber, ...at, ...extra })
      .onConflictDoUpdate({ target: outboxPositions.subscriber, set: { ...at, ...extra } });
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  beforeEach(async () => {
    await db.delete(outboxPositions);
    await db.delete(outboxParkedEvents);
    await db.delete(outboxEvents);
  });
  afterAll(() => testDatabase?.cleanup());

  it('deletes only what every subscriber has passed, behind, failing or mid-delivery, and is old enough', async () => {
    const places = await append(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
    const at = (index: number) => places[index] ?? { txId: '0', eventId: 0 };
    await append(['young'], 60_000);
    await place('ahead', {
      txId: (await db.select().from(outboxEvents).orderBy(sql`id desc`).limit(1))[0]?.txId ?? '0',
      eventId: Number.MAX_SAFE_INTEGER,
    });
    await place('far-behind', at(2));
    // Retrying e6: its position stays on e5 until e6 is handled or parked.
    await place('failing', at(5), { failingEventId: at(6).eventId, attempts: 3, lastError: 'down' });
    // Its position is on e9, but the after-commit work of what follows e4 is still in flight.
    await place('publishing', at(9), {
      pendingTxId: at(4).txId,
      pendingEventId: at(4).eventId,
      pendingUntil: new Date(),
    });

    expect(await pruneOutbox(db, retention)).toBe(3);
    expect(await remaining()).toEqual(['e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'young']);

    await place('far-behind', at(9));
    expect(await pruneOutbox(db, retention)).toBe(2);
    expect(await remaining()).toEqual(['e5', 'e6', 'e7', 'e8', 'e9', 'young']);

    await db.update(outboxPositions).set({ pendingTxId: null, pendingEventId: null, pendingUntil: null });
    expect(await pruneOutbox(db, retention)).toBe(1);
    expect(await remaining()).toEqual(['e6', 'e7', 'e8', 'e9', 'young']);

    await place('failing', at(9), { failingEventId: null, attempts: 0 });
    await place('ahead', at(9));
    await place('publishing', at(9));
    expect(await pruneOutbox(db, retention)).toBe(4);
    // Every subscriber passed 'young' too, but the retention window keeps it.
    await place('ahead', {
      txId: (await db.select().from(outboxEvents))[0]?.txId ?? '0',
      eventId: Number.MAX_SAFE_INTEGER,
    });
    expect(await remaining()).toEqual(['young']);
    expect(await pruneOutbox(db, retention)).toBe(0);
  });

  it('deletes nothing while no subscriber has a position', async () => {
    await append(['e0', 'e1']);
    expect(await pruneOutbox(db, retention)).toBe(0);
    expect(await remaining()).toEqual(['e0', 'e1']);
  });

  it('keeps a parked event replayable after its outbox row is pruned', async () => {
    const seen: string[] = [];
    let failing = true;
    const relay = new OutboxRelay({
      db,
      log: { error: vi.fn(), warn: vi.fn() } as never,
      retry: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
      subscribers: [
        {
          name: 'bonuses',
          async handle(event: RelayedEvent) {
            if (failing && event.type === 'SiteVersionReleased' && event.payload.version === 'Broken') {
              throw new Error('wagering service down');
            }
            seen.push(event.type === 'SiteVersionReleased' ? event.payload.version : event.type);
          },
        },
      ],
    });
    await relay.prepare();
    await append(['A', 'Broken', 'C']);
    const deadline = Date.now() + 5000;
    while (!seen.includes('C') && Date.now() < deadline) await relay.runOnce();
    // A came again after the failed batch rolled back; Broken was parked at its first failure.
    expect(seen).toEqual(['A', 'A', 'C']);
    expect(await pruneOutbox(db, retention)).toBe(3);
    expect(await remaining()).toEqual([]);

    failing = false;
    await parkedEvents.requestReplay(db, 'bonuses', 'all');
    await relay.runOnce();
    expect(seen).toEqual(['A', 'A', 'C', 'Broken']);
    expect(
      await db.select().from(outboxParkedEvents).where(eq(outboxParkedEvents.subscriber, 'bonuses')),
    ).toEqual([]);
  });
});
