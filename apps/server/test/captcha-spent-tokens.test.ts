import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaService, SPENT_TOKEN_MEMORY_MS } from '../src/modules/captcha/captcha.service.ts';
import { createCaptchaService } from '../src/modules/captcha/create-captcha-service.ts';
import { RedisSpentTokens, type SetIfAbsent } from '../src/modules/captcha/spent-tokens.ts';
import { manualClock } from '../src/platform/clock.ts';
import { cryptoRng } from '../src/platform/rng.ts';
import { createPlayer } from './support/auth-players.ts';
import { solve, solvedToken } from './support/captcha.ts';
import { buildTestApp, callApi, TEST_START, type TestApp } from './support/test-app.ts';

const CONFIG = {
  captcha: true,
  sessionSecret: 'a-test-secret-that-is-long-enough-0123456789',
  brand: 'king',
} as const;
const SILENT = { warn: () => undefined };

/** `SET key value PX ms NX` of Redis, in memory: one store that several nodes share. */
function memoryRedis(): SetIfAbsent & { keys: Map<string, number> } {
  const keys = new Map<string, number>();
  const set = async (key: string, _value: string, _px: 'PX', ms: number, _nx: 'NX') => {
    if (keys.has(key)) return null;
    keys.set(key, ms);
    return 'OK' as const;
  };
  return { keys, set } as unknown as SetIfAbsent & { keys: Map<string, number> };
}

/** A node of the site: its own captcha service over the shared store. */
function node(redis: SetIfAbsent | undefined, log = SILENT) {
  return createCaptchaService({ config: CONFIG, clock: manualClock(TEST_START), rng: cryptoRng, redis, log });
}

describe('spent captcha tokens across nodes', () => {
  it('lets one node accept a token and every other refuse it', async () => {
    const redis = memoryRedis();
    const [first, second] = [node(redis), node(redis)];
    const token = solve(await first.challenge());
    await expect(first.verifyCaptcha(token)).resolves.toBeUndefined();
    await expect(second.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
    const [key] = redis.keys.keys();
    expect(key).toMatch(/^captcha-spent:king:/);
    expect(redis.keys.get(String(key))).toBe(SPENT_TOKEN_MEMORY_MS);
  });

  it('would accept a replay on another node without a shared store', async () => {
    const [first, second] = [node(undefined), node(undefined)];
    const token = solve(await first.challenge());
    await first.verifyCaptcha(token);
    await expect(second.verifyCaptcha(token)).resolves.toBeUndefined();
  });

  it('keeps refusing replays to a node while Redis fails, and says so', async () => {
    const warnings: unknown[] = [];
    const broken = { set: async () => Promise.reject(new Error('ECONNREFUSED')) } as unknown as SetIfAbsent;
    const captcha = node(broken, { warn: (...args: unknown[]) => void warnings.push(args) });
    const token = solve(await captcha.challenge());
    await expect(captcha.verifyCaptcha(token)).resolves.toBeUndefined();
    await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
    expect(warnings).toHaveLength(2);
  });

  it('refuses on a node a token it saw before Redis failed', async () => {
    let failing = false;
    const redis = memoryRedis();
    const flaky = {
      set: async (...args: Parameters<typeof redis.set>) =>
        failing ? Promise.reject(new Error('timeout')) : redis.set(...args),
    } as unknown as SetIfAbsent;
    const captcha = node(flaky);
    const token = solve(await captcha.challenge());
    await captcha.verifyCaptcha(token);
    failing = true;
    await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
  });
});

// Runs where a Redis server is named (CI and the test machines: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)('spent captcha tokens in a real Redis', () => {
  let redis: Redis;
  const prefix = `captcha-spent-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(String(process.env.TEST_REDIS_URL));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  function realNode() {
    const spent = new RedisSpentTokens({
      redis,
      prefix,
      lifetimeMs: SPENT_TOKEN_MEMORY_MS,
      clock: manualClock(TEST_START),
      onError: (error) => {
        throw error;
      },
    });
    const clock = manualClock(TEST_START);
    return new CaptchaService({
      isEnabled: true,
      secret: CONFIG.sessionSecret,
      clock,
      rng: cryptoRng,
      spent,
    });
  }

  it('refuses on one node the token another accepted, and forgets it when it would have expired', async () => {
    const [first, second] = [realNode(), realNode()];
    const token = solve(await first.challenge());
    await expect(first.verifyCaptcha(token)).resolves.toBeUndefined();
    await expect(second.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
    const [key] = await redis.keys(`${prefix}*`);
    const ttl = await redis.pttl(String(key));
    expect(ttl).toBeGreaterThan(SPENT_TOKEN_MEMORY_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SPENT_TOKEN_MEMORY_MS);
  });

  it('serves two nodes of the site from one Redis: a login token works once in all', async () => {
    const env = { CAPTCHA: 'on', REDIS_URL: String(process.env.TEST_REDIS_URL) };
    const nodes: TestApp[] = [];
    try {
      nodes.push(await buildTestApp({ env }));
      nodes.push(await buildTestApp({ env, database: nodes[0]?.database }));
      const [first, second] = nodes as [TestApp, TestApp];
      const player = await createPlayer(first, 'redis-pass-1');
      const captchaToken = await solvedToken(first.app);
      // Addresses of this run only: rate-limit counters in Redis outlive the test.
      const login = (app: TestApp) =>
        callApi(app.app, {
          method: 'POST',
          url: '/login/',
          payload: { login: player.login, password: 'redis-pass-1', captchaToken },
          remoteAddress: `10.${randomBytes(3).join('.')}`,
        });
      expect((await login(first)).statusCode).toBe(200);
      const replay = await login(second);
      expect(replay.statusCode).toBe(422);
      expect(replay.json().error.code).toBe('captcha_required');
    } finally {
      for (const app of nodes.reverse()) await app.close();
    }
  });
});
