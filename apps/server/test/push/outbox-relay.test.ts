import { domainEvent } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/prepared.ts';
import { appendOutboxEvents } from '../../src/platform/events/append-outbox-events.ts';
import {
  outboxEvents,
  outboxParkedEvents,
  outboxPositions,
} from '../../src/platform/events/events.schema.ts';
import { parkedEvents } from '../../src/platform/events/parked-events.ts';
import { OutboxRelay, type OutboxSubscriber, type RelayedEvent } from '../../src/platform/events/relay.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

function testLog() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
}

/** The name each test event carries: the released version of a `SiteVersionReleased`. */
function nameOf(event: RelayedEvent): string {
  return event.type === 'SiteVersionReleased' ? event.payload.version : event.type;
}

/** A subscriber that records what it is handed and can be told to fail on an event. */
function recorder(name: string) {
  const seen: RelayedEvent[] = [];
  let failOn: string | null = null;
  const subscriber: OutboxSubscriber = {
    name,
    async handle(event) {
      if (nameOf(event) === failOn) throw new Error(`cannot handle ${nameOf(event)}`);
      seen.push(event);
    },
  };
  return {
    subscriber,
    seen,
    names: () => seen.map(nameOf),
    failOn: (eventName: string | null) => {
      failOn = eventName;
    },
  };
}

/**
 * Rounds until `done` holds. One round may not be enough on a shared PostgreSQL: the relay waits for every older
 * transaction of the cluster to finish, and other test files keep some open.
 */
async function relayUntil(relay: OutboxRelay, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await done()) && Date.now() < deadline) {
    await relay.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Appends one catalogue event per name (a released site version of that name), in one transaction. */
async function append(db: Db, ...names: string[]) {
  await appendOutboxEvents(
    db,
    names.map((version) => domainEvent('SiteVersionReleased', null, { version })),
  );
}

async function positionOf(db: Db, subscriber: string) {
  const [row] = await db.select().from(outboxPositions).where(eq(outboxPositions.subscriber, subscriber));
  return row;
}

function parkedFor(db: Db, subscriber: string) {
  return parkedEvents.list(db, subscriber);
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
    await db.delete(outboxParkedEvents);
  });
  afterAll(() => testDatabase?.cleanup());

  it('hands each subscriber the events after its own position, in order, once, parsed and typed', async () => {
    const push = recorder('test-push');
    const bonuses = recorder('test-bonuses');
    const relay = new OutboxRelay({
      db,
      subscribers: [push.subscriber, bonuses.subscriber],
      log: testLog() as never,
    });
    await append(db, 'Before');
    await relay.prepare();
    await append(db, 'A', 'B');
    await append(db, 'C');
    await relayUntil(relay, () => push.names().includes('C') && bonuses.names().includes('C'));
    // A new subscriber starts after the events it can prove finished: on a busy PostgreSQL cluster that may be
    // just before 'Before', never after 'A'.
    const afterStart = (names: string[]) => names.filter((name) => name !== 'Before');
    expect(afterStart(push.names())).toEqual(['A', 'B', 'C']);
    expect(afterStart(bonuses.names())).toEqual(['A', 'B', 'C']);
    expect(push.seen.at(-1)).toMatchObject({
      type: 'SiteVersionReleased',
      version: 1,
      playerId: null,
      payload: { version: 'C' },
      id: expect.any(Number),
      createdAt: expect.any(Date),
    });
    expect(await relay.runOnce()).toBe(0);
    await append(db, 'D');
    await relayUntil(relay, () => push.names().includes('D') && bonuses.names().includes('D'));
    expect(afterStart(push.names())).toEqual(['A', 'B', 'C', 'D']);
    expect(afterStart(bonuses.names())).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps delivering to the others while one fails, retries it, then parks the event for it alone', async () => {
    const failing = recorder('test-failing');
    const other = recorder('test-other');
    const log = testLog();
    const relay = new OutboxRelay({
      db,
      subscribers: [failing.subscriber, other.subscriber],
      log: log as never,
      retry: { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0 },
    });
    await relay.prepare();
    await append(db, 'A', 'Broken', 'C');
    failing.failOn('Broken');
    await relayUntil(
      relay,
      async () => (await parkedFor(db, 'test-failing')).length > 0 && failing.names().includes('C'),
    );

    expect(other.names()).toEqual(['A', 'Broken', 'C']);
    // A came with the first attempt's batch, which rolled back, then was settled on its own before the failing
    // event's retries; C came once the failing event was parked.
    expect(failing.names()).toEqual(['A', 'A', 'C']);
    expect(relay.counters.get('test-failing', 'failed')).toBe(3);
    expect(relay.counters.get('test-failing', 'parked')).toBe(1);
    expect(relay.counters.get('test-other', 'parked')).toBe(0);
    const [parked] = await parkedFor(db, 'test-failing');
    expect(parked).toMatchObject({ type: 'SiteVersionReleased', attempts: 3, error: 'cannot handle Broken' });
    expect(await parkedFor(db, 'test-other')).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ subscriber: 'test-failing', eventId: parked?.eventId, attempts: 3 }),
      'outbox event parked',
    );
    const position = await positionOf(db, 'test-failing');
    expect(position).toMatchObject({ failingEventId: null, attempts: 0, lastError: null });

    // Replayed on request once the subscriber can handle it.
    failing.failOn(null);
    expect(await parkedEvents.requestReplay(db, 'test-failing', 'all')).toBe(1);
    await relayUntil(relay, () => failing.names().includes('Broken'));
    expect(failing.names()).toEqual(['A', 'A', 'C', 'Broken']);
    expect(await parkedFor(db, 'test-failing')).toEqual([]);
    expect(other.names()).toEqual(['A', 'Broken', 'C']);
  });

  it('waits out the backoff before trying a failing event again', async () => {
    const failing = recorder('test-failing');
    const relay = new OutboxRelay({
      db,
      subscribers: [failing.subscriber],
      log: testLog() as never,
      retry: { maxAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    await relay.prepare();
    await append(db, 'Broken');
    failing.failOn('Broken');
    await relayUntil(relay, () => relay.counters.get('test-failing', 'failed') > 0);
    for (let round = 0; round < 5; round++) await relay.runOnce();
    expect(relay.counters.get('test-failing', 'failed')).toBe(1);
    const position = await positionOf(db, 'test-failing');
    expect(position?.attempts).toBe(1);
    expect(position?.lastError).toBe('cannot handle Broken');
    expect(position?.retryAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Once due, it is tried again and delivered.
    failing.failOn(null);
    await db
      .update(outboxPositions)
      .set({ retryAt: new Date(0) })
      .where(eq(outboxPositions.subscriber, 'test-failing'));
    await relayUntil(relay, () => failing.names().includes('Broken'));
    expect((await positionOf(db, 'test-failing'))?.attempts).toBe(0);
  });

  it('parks a stored event that does not match its schema, and goes on', async () => {
    const push = recorder('test-push');
    const log = testLog();
    const relay = new OutboxRelay({ db, subscribers: [push.subscriber], log: log as never });
    await relay.prepare();
    await append(db, 'A');
    await db
      .insert(outboxEvents)
      .values({ type: 'SiteVersionReleased', playerId: null, payload: { version: 7 } });
    await db.insert(outboxEvents).values({ type: 'NoSuchEvent', playerId: null, payload: {} });
    await append(db, 'B');
    await relayUntil(relay, () => push.names().includes('B'));
    expect(push.names()).toEqual(['A', 'B']);
    const parked = await parkedFor(db, 'test-push');
    expect(parked.map(({ type, error }) => [type, error])).toEqual([
      ['SiteVersionReleased', expect.stringContaining('payload.version')],
      ['NoSuchEvent', expect.stringContaining('does not match its schema')],
    ]);
    expect(relay.counters.get('test-push', 'parked')).toBe(2);
  });

  it('drains every subscriber at once: a slow one holds none of the others back', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowSeen: string[] = [];
    const slow: OutboxSubscriber = {
      name: 'test-slow',
      async handle(event, _tx, afterCommit) {
        afterCommit(async () => {
          await gate;
          slowSeen.push(nameOf(event));
        });
      },
    };
    const fast = recorder('test-fast');
    const relay = new OutboxRelay({ db, subscribers: [slow, fast.subscriber], log: testLog() as never });
    await relay.prepare();
    await append(db, 'A');
    const round = relay.runOnce();
    const deadline = Date.now() + 5000;
    while (!fast.names().includes('A') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // On a busy PostgreSQL the first round may find nothing ready yet: ask for another.
      void relay.runOnce();
    }
    expect(fast.names()).toEqual(['A']);
    expect(slowSeen).toEqual([]);
    release();
    await round;
    await relayUntil(relay, () => slowSeen.includes('A'));
    expect(slowSeen).toEqual(['A']);
  });

  it('runs after-commit work once the position has committed, and hands the event over again if it fails', async () => {
    const positionsSeen: number[] = [];
    let failures = 1;
    const handed: string[] = [];
    const publisher: OutboxSubscriber = {
      name: 'test-publisher',
      async handle(event, _tx, afterCommit) {
        handed.push(nameOf(event));
        afterCommit(async () => {
          // Read outside the relay's transaction: it must have committed already (on PGlite, reading while it is
          // open would wait for it forever).
          positionsSeen.push((await positionOf(db, 'test-publisher'))?.eventId ?? 0);
          if (failures-- > 0) throw new Error('broker down');
        });
      },
    };
    const relay = new OutboxRelay({
      db,
      subscribers: [publisher],
      log: testLog() as never,
      retry: { maxAttempts: 5, baseDelayMs: 0, maxDelayMs: 0 },
    });
    await relay.prepare();
    await append(db, 'A');
    const [event] = await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .orderBy(sql`id desc`)
      .limit(1);
    await relayUntil(relay, () => positionsSeen.length >= 2);
    // Handed over twice (the work failed the first time), the position committed past it both times.
    expect(handed).toEqual(['A', 'A']);
    expect(positionsSeen).toEqual([event?.id, event?.id]);
    expect(await positionOf(db, 'test-publisher')).toMatchObject({
      eventId: event?.id,
      pendingTxId: null,
      attempts: 0,
    });
  });

  it('hands the events over again when the node doing their after-commit work died', async () => {
    const push = recorder('test-push');
    const relay = new OutboxRelay({ db, subscribers: [push.subscriber], log: testLog() as never });
    await relay.prepare();
    const before = await positionOf(db, 'test-push');
    await append(db, 'A');
    await relayUntil(relay, () => push.names().includes('A'));
    const position = await positionOf(db, 'test-push');
    // As a node leaves it when it dies between the commit and the end of its after-commit work.
    await db
      .update(outboxPositions)
      .set({
        pendingTxId: before?.txId,
        pendingEventId: before?.eventId,
        pendingUntil: new Date(Date.now() + 60_000),
      })
      .where(eq(outboxPositions.subscriber, 'test-push'));
    await relay.runOnce();
    expect(push.names()).toEqual(['A']);
    await db
      .update(outboxPositions)
      .set({ pendingUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxPositions.subscriber, 'test-push'));
    await relayUntil(relay, () => push.names().length >= 2);
    expect(push.names()).toEqual(['A', 'A']);
    expect((await positionOf(db, 'test-push'))?.eventId).toBe(position?.eventId);
  });

  it('follows the transactions in their numeric order when their ids gain a digit', async (context) => {
    const currentXid = async () => {
      const [row] = rowsOf<{ xid: string }>(await db.execute(sql`select pg_current_xact_id()::text as xid`));
      return Number(row?.xid);
    };
    const push = recorder('test-push');
    const relay = new OutboxRelay({
      db,
      subscribers: [push.subscriber],
      log: testLog() as never,
      batchSize: 2,
    });
    await relay.prepare();
    await db.execute(sql`create temporary table if not exists burned_ids (n int)`);
    const now = await currentXid();
    const boundary = 10 ** String(now).length;
    // On a shared PostgreSQL cluster the next digit may be millions of transactions away.
    if (boundary - now > 200_000) context.skip();
    // Each block of the loop is a subtransaction with an id of its own: the counter moves close to the boundary,
    // then one transaction at a time to just before it.
    await db.execute(
      sql.raw(`do $$ begin for i in 1..${Math.max(0, boundary - now - 40)} loop
        begin insert into burned_ids values (i); exception when others then null; end;
      end loop; end $$`),
    );
    while ((await currentXid()) < boundary - 4);
    const names = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
    for (const name of names) await append(db, name);
    expect(await currentXid()).toBeGreaterThan(boundary);
    await relayUntil(relay, () => push.seen.length >= names.length);
    expect(push.names()).toEqual(names);
  });

  it('shares the work between nodes: each event once per subscriber', async () => {
    const push = recorder('test-push');
    const nodes = [1, 2, 3].map(
      () => new OutboxRelay({ db, subscribers: [push.subscriber], log: testLog() as never }),
    );
    await nodes[0]?.prepare();
    await append(db, ...Array.from({ length: 50 }, (_, index) => `E${index}`));
    const deadline = Date.now() + 5000;
    while (push.seen.length < 50 && Date.now() < deadline)
      await Promise.all(nodes.map((node) => node.runOnce()));
    expect(push.names()).toEqual(Array.from({ length: 50 }, (_, index) => `E${index}`));
  });

  it.runIf(TEST_DATABASE_KIND === 'postgres')(
    'never skips an event whose transaction commits after a later one',
    async () => {
      const push = recorder('test-push');
      const relay = new OutboxRelay({ db, subscribers: [push.subscriber], log: testLog() as never });
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
      expect(push.names()).toEqual([]);
      commit();
      await early;
      await relayUntil(relay, () => push.seen.length === 2);
      expect(push.names()).toEqual(['Early', 'Late']);
    },
  );
});
