import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/platform/clock.ts';
import {
  LOCAL_FALLBACK_WEIGHT,
  RedisCounters,
  SHARED_RETRY_AFTER_MS,
} from '../src/platform/http/rate-limit-store.ts';
import { RATE_LIMITS } from '../src/platform/http/rate-limits.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { buildTestApp, callApi, TEST_START, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** The action these tests spend: internal captcha tokens, limited per address only. */
const BUDGET = RATE_LIMITS.captchaToken.perIp.max;
/** What one node allows on its own while the shared counters are away. */
const STRICT_BUDGET = Math.floor(BUDGET / LOCAL_FALLBACK_WEIGHT);

/** An address of this run only: counters in a real Redis outlive the test. */
function freshAddress(): string {
  return `10.${randomBytes(3).join('.')}`;
}

/** One internal-token request from `address`; only whether it was rate-limited matters here. */
async function attempt(node: TestApp, address: string): Promise<number> {
  const response = await callApi(node.app, {
    method: 'POST',
    url: '/rest/captcha/internal-token/',
    payload: { internalKey: 'not-the-key', message: 'limit check' },
    remoteAddress: address,
  });
  return response.statusCode;
}

/** How many attempts pass before the first 429, spreading them over the nodes in turn. */
async function attemptsBeforeLimit(nodes: TestApp[], address: string, ceiling = BUDGET * 2): Promise<number> {
  for (let count = 0; count < ceiling; count += 1) {
    if ((await attempt(nodes[count % nodes.length]!, address)) === 429) return count;
  }
  return ceiling;
}

describe('rate limits when Redis is unreachable', () => {
  let node: TestApp;
  beforeAll(async () => {
    // Port 1 refuses connections: the node's Redis is down from the start.
    node = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => node?.close());

  it('stay on, strictly: each node allows a quarter of the budget, never every attempt', async () => {
    const address = freshAddress();
    const started = Date.now();
    expect(await attemptsBeforeLimit([node], address)).toBe(STRICT_BUDGET);
    // Refused at once, not after a wait for a Redis that is not there.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await attempt(node, address)).toBe(429);
  });
});

// Runs where a Redis server is named (CI and the test machines: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const redisUrl = () => new URL(String(process.env.TEST_REDIS_URL));
  let testDatabase: TestDatabase;
  const nodes: TestApp[] = [];
  /** The proxy a test started, closed after it. */
  let openProxy: TcpProxy | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    for (const node of nodes.splice(0).reverse()) await node.close();
    await openProxy?.close();
    openProxy = undefined;
  });
  afterAll(() => testDatabase?.cleanup());

  /** A proxy to the test Redis, and the Redis URL that goes through it. */
  async function proxiedRedis(): Promise<{ url: string; proxy: TcpProxy }> {
    const target = redisUrl();
    const started = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    openProxy = started;
    const url = new URL(target.href);
    url.hostname = '127.0.0.1';
    url.port = String(started.port);
    return { url: url.href, proxy: started };
  }

  async function startNode(url: string): Promise<TestApp> {
    const node = await buildTestApp({ env: { REDIS_URL: url }, database: testDatabase.database });
    nodes.push(node);
    return node;
  }

  it('give two nodes one budget: the limit is met after attempts split between them', async () => {
    const pair = [await startNode(redisUrl().href), await startNode(redisUrl().href)];
    const address = freshAddress();
    expect(await attemptsBeforeLimit(pair, address)).toBe(BUDGET);
    expect(await attempt(pair[0]!, address)).toBe(429);
    expect(await attempt(pair[1]!, address)).toBe(429);
  });

  it('fall back to the strict budget when Redis stops answering mid-run, and share again when it is back', async () => {
    const { url, proxy } = await proxiedRedis();
    const node = await startNode(url);
    const other = await startNode(redisUrl().href);
    // The node's connection is up and counting in Redis.
    const address = freshAddress();
    await expect.poll(() => attempt(node, address), { timeout: 5_000 }).not.toBe(429);

    proxy.freeze();
    const before = Date.now();
    const passed = await attemptsBeforeLimit([node], address);
    // One attempt waits out the timeout, then the node counts alone: the attempt made before counts too.
    expect(passed).toBe(STRICT_BUDGET - 1);
    expect(Date.now() - before).toBeLessThan(5_000);

    // Redis answers again: after the retry pause the shared count decides, as on the node that kept its Redis.
    proxy.thaw();
    node.clock.advance(SHARED_RETRY_AFTER_MS);
    const shared = await attempt(other, address);
    expect(shared).not.toBe(429);
    expect(await attempt(node, address)).not.toBe(429);
  });

  it('give up on an answer Redis does not give, then refuse at once for a while', async () => {
    const { url, proxy } = await proxiedRedis();
    const redis = new Redis(url);
    const prefix = `rate-limit-test:${randomBytes(6).toString('hex')}:`;
    const clock = manualClock(TEST_START);
    const counters = new RedisCounters({ redis, prefix, clock, timeoutMs: 100 });
    try {
      await expect.poll(() => redis.status).toBe('ready');
      expect((await counters.increment('k', 60_000)).current).toBe(1);
      proxy.freeze();
      await expect(counters.increment('k', 60_000)).rejects.toThrow(/within 100 ms/);
      const started = Date.now();
      await expect(counters.increment('k', 60_000)).rejects.toThrow(/lately/);
      expect(Date.now() - started).toBeLessThan(50);
      proxy.thaw();
      clock.advance(SHARED_RETRY_AFTER_MS);
      // The attempt given up on reached Redis once it answered again: it counts too.
      expect((await counters.increment('k', 60_000)).current).toBe(3);
    } finally {
      await redis.del(`${prefix}k`);
      redis.disconnect();
    }
  });
});
