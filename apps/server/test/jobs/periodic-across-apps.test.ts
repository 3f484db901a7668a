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

  it('run once per period between them, never both at once', async () => {
    const starts: number[] = [];
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
          starts.push(Date.now());
          await new Promise((resolve) => setTimeout(resolve, 100));
          running -= 1;
        },
      });
      await app.ready();
      apps.push(app);
    }
    await new Promise((resolve) => setTimeout(resolve, 5500));
    for (const app of apps.splice(0)) await app.close();
    expect(overlapped).toBe(false);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(starts.length).toBeLessThanOrEqual(6);
    const gaps = starts.slice(1).map((start, index) => start - (starts[index] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
  });
});
