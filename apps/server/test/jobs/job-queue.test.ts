import { domainEvent } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { appendOutboxEvents } from '../../src/platform/events/append-outbox-events.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { JobQueue } from '../../src/platform/jobs/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

function testLog() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
}

describe('job queue', () => {
  let testDatabase: TestDatabase;
  let db: Db;
  const queues: JobQueue[] = [];

  /** A job queue on the test database, as a node builds it: declared, then started. */
  async function startQueue(options: { work: boolean; declare: (queue: JobQueue) => void }) {
    const queue = new JobQueue({
      database: testDatabase.database,
      log: testLog() as never,
      work: options.work,
    });
    options.declare(queue);
    queues.push(queue);
    await queue.start();
    return queue;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.database.db;
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await testDatabase?.cleanup();
  });

  it('runs a job sent in a domain transaction only if that transaction commits, not before its time', async () => {
    const ran: string[] = [];
    let draw!: ReturnType<JobQueue['task']>;
    const queue = await startQueue({
      work: false,
      declare: (declared) => {
        draw = declared.task<{ lottery: string }>({
          name: 'test-lottery-draw',
          run: async ({ lottery }) => {
            ran.push(lottery);
          },
        });
      },
    });
    const version = (lottery: string) => domainEvent('SiteVersionReleased', null, { version: lottery });
    // The lottery's change and its draw commit together...
    await db.transaction(async (tx) => {
      await appendOutboxEvents(tx, [version('committed')]);
      await draw.send({ lottery: 'committed' }, { tx });
    });
    // ... or not at all.
    await expect(
      db.transaction(async (tx) => {
        await appendOutboxEvents(tx, [version('rolled-back')]);
        await draw.send({ lottery: 'rolled-back' }, { tx });
        throw new Error('the lottery could not be saved');
      }),
    ).rejects.toThrow('the lottery could not be saved');
    // A draw at the lottery's end waits for it.
    await db.transaction((tx) =>
      draw.send({ lottery: 'later' }, { tx, startAfter: new Date(Date.now() + 3600_000) }),
    );

    expect(await queue.runDue('test-lottery-draw')).toBe(1);
    expect(ran).toEqual(['committed']);
    expect(await queue.runDue('test-lottery-draw', { ignoreDelay: true })).toBe(1);
    expect(ran).toEqual(['committed', 'later']);
    expect(await queue.runDue('test-lottery-draw', { ignoreDelay: true })).toBe(0);
    const rolledBack = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'SiteVersionReleased'));
    expect(rolledBack.map((event) => event.payload.version)).toEqual(['committed']);
  });

  it('retries a failing job with growing delays, then moves it to its dead letter queue', async () => {
    let attempts = 0;
    let settle!: ReturnType<JobQueue['task']>;
    const queue = await startQueue({
      work: false,
      declare: (declared) => {
        settle = declared.task<{ tournament: number }>({
          name: 'test-tournament-end',
          retry: { limit: 2, delaySeconds: 60, backoff: true },
          run: async () => {
            attempts += 1;
            throw new Error('prize service down');
          },
        });
      },
    });
    const id = await settle.send({ tournament: 7 });
    const job = async () => {
      const [found] = await queue.boss.findJobs<{ tournament: number }>('test-tournament-end', {
        id: id ?? '',
      });
      return found;
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await queue.runDue('test-tournament-end', { ignoreDelay: true })).toBe(1);
      const retried = await job();
      expect(retried?.state).toBe('retry');
      waits.push((retried?.startAfter.getTime() ?? 0) - Date.now());
    }
    // Exponential backoff: the first retry waits at least the delay, the second at least twice it.
    expect(waits[0]).toBeGreaterThan(50_000);
    expect(waits[1]).toBeGreaterThan(110_000);
    expect(await queue.runDue('test-tournament-end', { ignoreDelay: true })).toBe(1);
    expect(attempts).toBe(3);
    expect((await job())?.state).toBe('failed');
    const [dead] = await queue.boss.findJobs<{ tournament: number }>(settle.deadLetterQueue, {
      queued: true,
    });
    expect(dead).toMatchObject({ data: { tournament: 7 }, sourceName: 'test-tournament-end', sourceId: id });
    expect(await queue.runDue('test-tournament-end', { ignoreDelay: true })).toBe(0);
  });
});
