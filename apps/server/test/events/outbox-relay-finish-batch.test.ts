import { domainEvent } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { appendOutboxEvents } from '../../src/platform/events/append-outbox-events.ts';
import { outboxPositions } from '../../src/platform/events/events.schema.ts';
import { OutboxRelay, type OutboxSubscriber } from '../../src/platform/events/relay.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

function testLog() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
}

/**
 * A subscriber that gathers its batch's events and writes them down when the batch ends, the way a reader moves a
 * batch's money in one transfer; told to, it fails at the end of its next batch.
 */
function gatherer(name: string) {
  const pending = new WeakMap<Db, string[]>();
  const finished: string[][] = [];
  let failNext = false;
  let failures = 0;
  const subscriber: OutboxSubscriber = {
    name,
    async handle(event, tx) {
      if (event.type !== 'SiteVersionReleased') return;
      pending.set(tx, [...(pending.get(tx) ?? []), event.payload.version]);
    },
    async finishBatch(tx) {
      if (failNext) {
        failNext = false;
        failures += 1;
        throw new Error('the batch cannot be written');
      }
      finished.push(pending.get(tx) ?? []);
    },
  };
  return {
    subscriber,
    finished,
    failures: () => failures,
    failNextBatch: () => {
      failNext = true;
    },
  };
}

/** Rounds until `done` holds (other test files on a shared PostgreSQL may hold the relay's horizon back a while). */
async function relayUntil(relay: OutboxRelay, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) {
    await relay.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function append(db: Db, ...names: string[]) {
  await appendOutboxEvents(
    db,
    names.map((version) => domainEvent('SiteVersionReleased', null, { version })),
  );
}

describe('outbox relay: the end of a batch', () => {
  let testDatabase: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  afterAll(() => testDatabase?.cleanup());

  it('ends each batch once, in its transaction, after its events; a failing end rolls the batch back', async () => {
    const reader = gatherer('test-gatherer');
    const relay = new OutboxRelay({
      db,
      subscribers: [reader.subscriber],
      log: testLog() as never,
      batchSize: 2,
      retry: { maxAttempts: 5, baseDelayMs: 0, maxDelayMs: 0 },
    });
    await relay.prepare();
    await append(db, 'A', 'B', 'C');
    const written = () => reader.finished.flat();
    await relayUntil(relay, () => written().includes('C'));
    expect(written()).toEqual(['A', 'B', 'C']);
    expect(reader.finished.every((batch) => batch.length > 0 && batch.length <= 2)).toBe(true);

    const position = async () => {
      const [row] = await db
        .select()
        .from(outboxPositions)
        .where(eq(outboxPositions.subscriber, 'test-gatherer'));
      return row?.eventId;
    };
    const before = await position();
    await append(db, 'D');
    reader.failNextBatch();
    await relayUntil(relay, () => reader.failures() === 1);
    // The failed end moved nothing: its batch rolled back with the position.
    expect(await position()).toBe(before);
    await relayUntil(relay, () => written().includes('D'));
    expect(written()).toEqual(['A', 'B', 'C', 'D']);
    expect(await position()).toBeGreaterThan(before ?? 0);
  });
});
