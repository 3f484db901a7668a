import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { outboxEvents, outboxPositions } from '../../src/platform/events/events.schema.ts';
import { OutboxRelay, type OutboxSubscriber, type RelayedEvent } from '../../src/platform/events/relay.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

const silentLog = { error: () => {}, warn: () => {} } as never;

/** A subscriber that records what it is handed and can be told to fail. */
function recorder(name: string) {
  const seen: RelayedEvent[] = [];
  let failOn: string | null = null;
  const subscriber: OutboxSubscriber = {
    name,
    async handle(event) {
      if (event.type === failOn) throw new Error(`cannot handle ${event.type}`);
      seen.push(event);
    },
  };
  return {
    subscriber,
    seen,
    types: () => seen.map((event) => event.type),
    failOn: (type: string | null) => {
      failOn = type;
    },
  };
}

/**
 * Rounds until `done` holds, failed rounds included. One round may not be enough on a shared PostgreSQL: the relay waits for every older
 * transaction of the cluster to finish, and other test files keep some open.
 */
async function relayUntil(relay: OutboxRelay, done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) {
    // A failing subscriber fails the round; the others are relayed all the same.
    await relay.runOnce().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function append(db: Db, ...types: string[]) {
  await db.insert(outboxEvents).values(types.map((type) => ({ type, playerId: null, payload: { type } })));
}

describe('outbox relay', () => {
  let testDatabase: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  beforeEach(async () => {
    await db.delete(outboxPositions);
  });
  afterAll(() => testDatabase?.cleanup());

  it('hands each subscriber the events after its own position, in order, once', async () => {
    const push = recorder('test-push');
    const bonuses = recorder('test-bonuses');
    const relay = new OutboxRelay({ db, subscribers: [push.subscriber, bonuses.subscriber], log: silentLog });
    await append(db, 'Before');
    await relay.prepare();
    await append(db, 'A', 'B');
    await append(db, 'C');
    await relayUntil(relay, () => push.types().includes('C') && bonuses.types().includes('C'));
    // A new subscriber starts after the events it can prove finished: on a busy PostgreSQL cluster that may be
    // just before 'Before', never after 'A'.
    const afterStart = (types: string[]) => types.filter((type) => type !== 'Before');
    expect(afterStart(push.types())).toEqual(['A', 'B', 'C']);
    expect(afterStart(bonuses.types())).toEqual(['A', 'B', 'C']);
    expect(await relay.runOnce()).toBe(0);
    await append(db, 'D');
    await relayUntil(relay, () => push.types().includes('D') && bonuses.types().includes('D'));
    expect(afterStart(push.types())).toEqual(['A', 'B', 'C', 'D']);
    expect(afterStart(bonuses.types())).toEqual(['A', 'B', 'C', 'D']);
  });

  it('hands an event again after a failure (at least once), without holding other subscribers back', async () => {
    const push = recorder('test-push');
    const other = recorder('test-other');
    const relay = new OutboxRelay({ db, subscribers: [push.subscriber, other.subscriber], log: silentLog });
    await relay.prepare();
    await append(db, 'A', 'Broken', 'C');
    push.failOn('Broken');
    let failure: unknown;
    const deadline = Date.now() + 5000;
    while (failure === undefined && Date.now() < deadline) {
      failure = await relay.runOnce().then(
        () => undefined,
        (error: unknown) => error,
      );
    }
    expect(failure).toEqual(new Error('cannot handle Broken'));
    // The batch rolled back: A was handed over, but the position did not move past it. The other went on.
    expect(push.types().every((type) => type === 'A')).toBe(true);
    await relayUntil(relay, () => other.types().includes('C'));
    expect(other.types()).toEqual(['A', 'Broken', 'C']);
    push.failOn(null);
    push.seen.length = 0;
    await relayUntil(relay, () => push.seen.length >= 3);
    expect(push.types()).toEqual(['A', 'Broken', 'C']);
    expect(other.types()).toEqual(['A', 'Broken', 'C']);
  });

  it('shares the work between nodes: each event once per subscriber', async () => {
    const push = recorder('test-push');
    const nodes = [1, 2, 3].map(
      () => new OutboxRelay({ db, subscribers: [push.subscriber], log: silentLog }),
    );
    await nodes[0]?.prepare();
    await append(db, ...Array.from({ length: 50 }, (_, index) => `E${index}`));
    const deadline = Date.now() + 5000;
    while (push.seen.length < 50 && Date.now() < deadline)
      await Promise.all(nodes.map((node) => node.runOnce()));
    expect(push.types()).toEqual(Array.from({ length: 50 }, (_, index) => `E${index}`));
  });

  it.runIf(TEST_DATABASE_KIND === 'postgres')(
    'never skips an event whose transaction commits after a later one',
    async () => {
      const push = recorder('test-push');
      const relay = new OutboxRelay({ db, subscribers: [push.subscriber], log: silentLog });
      await relay.prepare();
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let inserted = () => {};
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const early = db.transaction(async (tx) => {
        await append(tx, 'Early');
        inserted();
        await held;
      });
      await written;
      await append(db, 'Late');
      // The early transaction is still open: nothing after it may be relayed yet, or it would be skipped.
      await relay.runOnce();
      expect(push.types()).toEqual([]);
      commit();
      await early;
      await relayUntil(relay, () => push.seen.length === 2);
      expect(push.types()).toEqual(['Early', 'Late']);
    },
  );
});
