import { BRAND_IDS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROLES } from './config.ts';

const REAL_SECRETS = {
  SESSION_SECRET: 'a-production-session-secret-of-enough-length',
  PUSH_TOKEN_SECRET: 'a-production-push-token-secret-of-enough-length',
  STUDIO_WALLET_SECRET: 'a-production-studio-wallet-secret-of-enough-length',
  BACKOFFICE_SECRET: 'a-production-backoffice-secret-of-enough-length',
};
/** What production needs besides its secrets: the Redis its nodes share. */
const PRODUCTION = { NODE_ENV: 'production', REDIS_URL: 'redis://cache.internal:6379', ...REAL_SECRETS };

/** The problems `loadConfig` reports for an environment, or fails the test when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts with development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      brand: 'king',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect([...config.roles]).toEqual([...ROLES]);
  });

  it.each(BRAND_IDS)('accepts BRAND=%s', (brand) => {
    expect(loadConfig({ BRAND: brand }).brand).toBe(brand);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://casino@db.internal:5432/casino',
      REDIS_URL: 'rediss://cache.internal:6380',
      ROLES: ' web , api ',
      PUBLIC_URL: 'https://casino.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgresql://casino@db.internal:5432/casino');
    expect(config.redisUrl).toBe('rediss://cache.internal:6380');
    expect([...config.roles]).toEqual(['web', 'api']);
    expect(config.publicUrl).toBe('https://casino.example');
  });

  it('listens on the loopback interface by default, on every interface by default in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('trusts no proxy unless TRUSTED_PROXIES names them', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.5, 172.16.0.0/12 ,::1,loopback' }).trustedProxies).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ BRAND: '', PORT: '', DATABASE_URL: '' })).toMatchObject({
      brand: 'king',
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['BRAND', 'nope'],
    ['BRAND', 'King'],
    ['ROLES', 'web,admin'],
    ['ROLES', ' , '],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_URL', 'cache:6379'],
    ['PUBLIC_URL', 'casino.example'],
    ['SESSION_SECRET', 'short'],
    ['TRUSTED_PROXIES', 'proxy.internal'],
    ['TRUSTED_PROXIES', '10.0.0.1,10.0.0.0/33'],
    ['TRUSTED_PROXIES', '*'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^${name}: `));
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`Invalid configuration:[\\s\\S]*${name}: `),
    );
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', BRAND: 'nope', REDIS_URL: 'x' });
    expect(new Set(problems.map((problem) => problem.split(':')[0]))).toEqual(
      new Set(['BRAND', 'PORT', 'REDIS_URL']),
    );
  });

  it('follows the sandbox odds feed in development only, unless told', () => {
    expect(loadConfig({}).sportsFeed).toEqual({ kind: 'sandbox', seed: 'sandbox', speed: 3 });
    expect(loadConfig({ NODE_ENV: 'test' }).sportsFeed).toEqual({ kind: 'off' });
    expect(loadConfig(PRODUCTION).sportsFeed).toEqual({ kind: 'off' });
    expect(
      loadConfig({ NODE_ENV: 'test', SPORTS_FEED: 'sandbox', SPORTS_FEED_SPEED: '60', SPORTS_FEED_SEED: 'x' })
        .sportsFeed,
    ).toEqual({
      kind: 'sandbox',
      seed: 'x',
      speed: 60,
    });
    expect(loadConfig({ SPORTS_FEED: 'off' }).sportsFeed).toEqual({ kind: 'off' });
    expect(
      problemsOf({ SPORTS_FEED: 'live', SPORTS_FEED_SPEED: '0' })
        .map((problem) => problem.split(':')[0])
        .sort(),
    ).toEqual(['SPORTS_FEED', 'SPORTS_FEED_SPEED']);
  });

  it('names the allowed brands when BRAND is wrong', () => {
    expect(problemsOf({ BRAND: 'nope' })[0]).toContain(BRAND_IDS.join(', '));
  });

  describe('in production', () => {
    it('refuses the development secrets and a missing REDIS_URL', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'BACKOFFICE_SECRET',
        'PUSH_TOKEN_SECRET',
        'REDIS_URL',
        'SESSION_SECRET',
        'STUDIO_WALLET_SECRET',
      ]);
    });

    it('refuses to run without REDIS_URL, saying why', () => {
      const { REDIS_URL: _, ...withoutRedis } = PRODUCTION;
      expect(problemsOf(withoutRedis)).toEqual([
        expect.stringMatching(/^REDIS_URL: must be set in production: .*rate limits/),
      ]);
    });

    it('refuses a development secret even when it is set explicitly', () => {
      const problems = problemsOf({
        ...PRODUCTION,
        SESSION_SECRET: 'dev-session-secret-change-me-0123456789',
      });
      expect(problems).toEqual([expect.stringMatching(/^SESSION_SECRET: .*production/)]);
    });

    it('refuses the test-only clock start and chance seed secret', () => {
      const problems = problemsOf({
        ...PRODUCTION,
        CLOCK_START: '2026-03-01T12:00:00Z',
        CHANCE_SEED_SECRET: 'a-known-secret-for-journeys',
      });
      expect(problems).toEqual([
        'CLOCK_START: is for tests only: not in production (got "2026-03-01T12:00:00Z")',
        'CHANCE_SEED_SECRET: is for tests only: not in production',
      ]);
    });

    it('starts with real secrets and Redis', () => {
      const config = loadConfig(PRODUCTION);
      expect(config.isProduction).toBe(true);
      expect(config.sessionSecret).toBe(REAL_SECRETS.SESSION_SECRET);
      expect(config.studioWalletSecret).toBe(REAL_SECRETS.STUDIO_WALLET_SECRET);
    });

    it('refuses a slot game cycle under 2.5 s (RTS 14)', () => {
      expect(problemsOf({ ...PRODUCTION, SLOT_MIN_CYCLE_MS: '0' })).toEqual([
        expect.stringMatching(/^SLOT_MIN_CYCLE_MS: /),
      ]);
    });
  });

  it('reads the minimum slot game cycle, 2.5 s unless told', () => {
    expect(loadConfig({}).slotMinCycleMs).toBe(2500);
    expect(loadConfig({ SLOT_MIN_CYCLE_MS: '0' }).slotMinCycleMs).toBe(0);
    expect(problemsOf({ SLOT_MIN_CYCLE_MS: '-1' })[0]).toMatch(/^SLOT_MIN_CYCLE_MS: /);
    expect(problemsOf({ SLOT_MIN_CYCLE_MS: '2.5' })[0]).toMatch(/^SLOT_MIN_CYCLE_MS: /);
  });

  it('takes stakes from real money first unless BONUS_STAKE_ORDER says bonus_first', () => {
    expect(loadConfig({}).bonusStakeOrder).toBe('real_first');
    expect(loadConfig({ BONUS_STAKE_ORDER: 'bonus_first' }).bonusStakeOrder).toBe('bonus_first');
    expect(problemsOf({ BONUS_STAKE_ORDER: 'bonus' })[0]).toBe(
      'BONUS_STAKE_ORDER: must be one of real_first, bonus_first (got "bonus")',
    );
  });

  it('sizes the PostgreSQL pool and its timeouts, with defaults for a request-serving node', () => {
    expect(loadConfig({ BRAND: 'vlk', ROLES: 'api,jobs' }).postgres).toEqual({
      poolSize: 10,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      applicationName: 'casino vlk api,jobs',
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '40',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
        DATABASE_APPLICATION_NAME: 'casino-web-7',
      }).postgres,
    ).toEqual({
      poolSize: 40,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 5000,
      applicationName: 'casino-web-7',
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '1001'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '1.5'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 'soon'],
    ['DATABASE_APPLICATION_NAME', 'x'.repeat(64)],
    ['DATABASE_APPLICATION_NAME', 'казино'],
  ])('refuses %s=%s naming it', (name, value) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });

  it('accepts the development secrets outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sessionSecret.length).toBeGreaterThanOrEqual(32);
  });
});
