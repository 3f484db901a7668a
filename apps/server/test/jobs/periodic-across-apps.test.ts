import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { manualClock } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { TEST_START } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('periodic jobs of two app instances on one database', () => {
  let testDatabase: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDatabase?.cleanup();
  });

  it('run once per period between them, never both at once, and go on when the node running them stops', async () => {
    const starts: { instance: number; at: number }[] = [];
    let running = 0;
    let overlapped = false;
    for (let instance = 0; instance < 2; instance++) {
      // Two job nodes, as production runs them: the real app, its jobs started.
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', ROLES: 'jobs' }),
        database: testDatabase.database,
        clock: manualClock(TEST_START),
        logger: false,
      });
      app.jobs.periodic({
        name: 'test-heartbeat',
        everyMs: 1000,
        run: async () => {
          running += 1;
          if (running > 1) overlapped = true;
          starts.push({ instance, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 100));
          running -= 1;
        },
      });
      await app.ready();
      apps.push(app);
    }
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const runner = starts[0]?.instance ?? -1;
    expect(starts.every((start) => start.instance === runner)).toBe(true);
    // The node running the sweeps stops and gives them up; the other takes them at its next renewal.
    const [stopping] = apps.splice(runner, 1);
    await stopping?.close();
    const handedOver = starts.length;
    await new Promise((resolve) => setTimeout(resolve, 7000));
    for (const app of apps.splice(0)) await app.close();

    expect(overlapped).toBe(false);
    expect(handedOver).toBeGreaterThanOrEqual(2);
    expect(handedOver).toBeLessThanOrEqual(4);
    expect(starts.slice(handedOver).length).toBeGreaterThanOrEqual(2);
    expect(starts.slice(handedOver).every((start) => start.instance !== runner)).toBe(true);
    const gaps = starts.slice(1).map((start, index) => start.at - (starts[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
  });
});
