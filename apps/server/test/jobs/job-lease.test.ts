import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLease } from '../../src/platform/jobs/job-lease.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('job lease', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase?.cleanup();
  });

  function lease(name: string, ttlMs = 60_000) {
    return new JobLease({ db: testDatabase.database.db, name, ttlMs });
  }

  it('is held by one node at a time, renewed by its holder and taken over once released', async () => {
    const first = lease('one-at-a-time');
    const second = lease('one-at-a-time');
    expect(await first.renew()).toBe(true);
    expect(await second.renew()).toBe(false);
    expect(second.held).toBe(false);
    expect(await first.renew()).toBe(true);
    expect(first.held).toBe(true);

    await first.release();
    expect(first.held).toBe(false);
    expect(await second.renew()).toBe(true);
    expect(await first.renew()).toBe(false);
  });

  it('lapses when its holder stops renewing, and another node takes it', async () => {
    const holder = lease('lapsing', 200);
    const other = lease('lapsing', 200);
    expect(await holder.renew()).toBe(true);
    expect(await other.renew()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(holder.held).toBe(false);
    expect(await other.renew()).toBe(true);
    expect(await holder.renew()).toBe(false);
  });

  it('is taken by exactly one of many nodes asking at once', async () => {
    const nodes = Array.from({ length: 8 }, () => lease('contended'));
    const answers = await Promise.all(nodes.map((node) => node.renew()));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('is one per name', async () => {
    expect(await lease('a').renew()).toBe(true);
    expect(await lease('b').renew()).toBe(true);
  });
});
