import { isIP } from 'node:net';
import path from 'node:path';
import { BRAND_IDS } from '@casino/contracts';
import { z } from 'zod';
import type { PostgresSettings } from './db/database.ts';

export const ROLES = ['web', 'api', 'push', 'jobs'] as const;
export type Role = (typeof ROLES)[number];

/** Which of a player's balances a stake takes first (decision 027): the other one pays the rest. */
export const BONUS_STAKE_ORDERS = ['real_first', 'bonus_first'] as const;
export type BonusStakeOrder = (typeof BONUS_STAKE_ORDERS)[number];

/** Development defaults of secrets: accepted anywhere but production, where they refuse to start. */
const DEV_SECRETS = {
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789',
  PUSH_TOKEN_SECRET: 'dev-push-token-secret-change-me-0123456789',
  PAYMENTS_WEBHOOK_SECRET: 'dev-payments-webhook-secret-change-me-0123',
  STUDIO_WALLET_SECRET: 'dev-studio-wallet-secret-change-me-0123456',
  BACKOFFICE_SECRET: 'dev-backoffice-secret-change-me-0123456789',
} as const;

const postgresUrl = z
  .string()
  .url('must be a URL such as postgres://user@host:5432/db')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** A comma-separated list of addresses, each checked by `valid`. */
function addressList(valid: (value: string) => boolean, message: string) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(valid, message)));
}

/** Five fields (minute, hour, day of month, month, day of week) of numbers, ranges, lists, steps or `*`. */
const CRON_EXPRESSION = /^([\d*,/-]+\s+){4}[\d*,/-]+$/;

const milliseconds = z.coerce.number().int('must be an integer').min(0, 'must be 0 or more');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: the loopback interface outside production, every interface in production (see loadConfig). */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce
      .number()
      .int('must be an integer')
      .min(1, 'must be 1-65535')
      .max(65535, 'must be 1-65535')
      .default(3000),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int('must be an integer')
      .min(1, 'must be 1-1000')
      .max(1000, 'must be 1-1000')
      .default(10),
    /** Requests answer in milliseconds; a statement still running after this is a fault to stop. */
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(30_000),
    /** A transaction left idle holds its locks and holds back the outbox relay (decision 010). */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds.default(60_000),
    /** PostgreSQL allows 63 bytes; unset: `casino <brand> <roles>`. */
    DATABASE_APPLICATION_NAME: z
      .string()
      .max(63, 'must be at most 63 characters')
      .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .url('must be a URL such as redis://127.0.0.1:6379')
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
    BRAND: z.enum(BRAND_IDS, { error: `must be one of ${BRAND_IDS.join(', ')}` }).default('king'),
    ROLES: z
      .string()
      .default(ROLES.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(ROLES, { error: `each role must be one of ${ROLES.join(', ')}` })).min(1)),
    PUBLIC_URL: z.string().url('must be an absolute URL such as https://example.com').optional(),
    /**
     * The proxies whose X-Forwarded-For, -Host and -Proto are believed (decision 018); a request from anywhere
     * else is taken at its socket's address. Empty: no proxy is trusted.
     */
    TRUSTED_PROXIES: addressList(
      isProxyAddress,
      'each entry must be an IP address, a CIDR range such as 10.0.0.0/8, loopback, linklocal or uniquelocal',
    ),
    /** Addresses and ranges the back office answers; empty: every address (its own login still applies). */
    BACKOFFICE_ALLOWED_IPS: addressList(
      (value) => isProxyAddress(value) && !PROXY_ADDRESS_NAMES.includes(value),
      'each entry must be an IP address or a CIDR range such as 10.0.0.0/8',
    ),
    /** An operator's session ends after this many minutes without a request. */
    BACKOFFICE_IDLE_MINUTES: z.coerce
      .number()
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(240, 'must be at most 240')
      .default(15),
    /** A manual adjustment above this many minor units waits for a second operator's approval. */
    BACKOFFICE_FOUR_EYES_MINOR: z.coerce
      .number()
      .int('must be an integer')
      .min(0, 'must be 0 or more')
      .max(1_000_000_000, 'must be at most 1000000000')
      .default(100_000),
    /** `off` disables the login and code rate limits, for load measurements from one address; never in production. */
    RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    /** `on` asks login and registration for a solved proof-of-work challenge (or an internal token). */
    CAPTCHA: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRETS.SESSION_SECRET),
    PUSH_TOKEN_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_SECRETS.PUSH_TOKEN_SECRET),
    /**
     * `on` mounts the sandbox payment provider (test cards, hosted pages, signed webhooks) and offers it at the
     * cash desk. On by default outside production; production needs it set explicitly.
     */
    PAYMENTS_SANDBOX: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
    /** The HMAC-SHA256 key the payment provider signs its notifications with. */
    PAYMENTS_WEBHOOK_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_SECRETS.PAYMENTS_WEBHOOK_SECRET),
    /** The HMAC-SHA256 key the in-house studio signs its seamless-wallet calls to the casino with. */
    STUDIO_WALLET_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_SECRETS.STUDIO_WALLET_SECRET),
    /** The key operators' authenticator secrets are encrypted with in the database (AES-256-GCM). */
    BACKOFFICE_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEV_SECRETS.BACKOFFICE_SECRET),
    /** The shortest slot game cycle the studio accepts, in milliseconds (RTS 14: 2.5 s); tests may set 0. */
    SLOT_MIN_CYCLE_MS: z.coerce
      .number()
      .int('must be an integer')
      .min(0, 'must be 0 or more')
      .max(60_000, 'must be at most 60000')
      .default(2500),
    /** How long each live crash round takes bets before the rocket takes off, in milliseconds. */
    CRASH_BETTING_MS: z.coerce
      .number()
      .int('must be an integer')
      .min(1_000, 'must be at least 1000')
      .max(60_000, 'must be at most 60000')
      .default(6_000),
    /** How long the crashed rocket stays on screen before the next live crash round takes bets, in milliseconds. */
    CRASH_PAUSE_MS: z.coerce
      .number()
      .int('must be an integer')
      .min(0, 'must be 0 or more')
      .max(60_000, 'must be at most 60000')
      .default(3_000),
    /** How long a game's one-time launch token waits for the provider to trade it, in milliseconds. */
    GAME_LAUNCH_TOKEN_TTL_MS: z.coerce
      .number()
      .int('must be an integer')
      .min(10_000, 'must be at least 10000')
      .max(15 * 60_000, 'must be at most 900000')
      .default(2 * 60_000),
    /** How long outbox events stay after every subscriber has read them, in hours (decision 023). */
    OUTBOX_RETENTION_HOURS: z.coerce
      .number()
      .int('must be an integer')
      .min(0, 'must be 0 or more')
      .max(24 * 90, 'must be at most 2160')
      .default(24),
    /** `real_first` (the UK rule) spends real money before bonus money on a stake; `bonus_first` the reverse. */
    BONUS_STAKE_ORDER: z
      .enum(BONUS_STAKE_ORDERS, { error: `must be one of ${BONUS_STAKE_ORDERS.join(', ')}` })
      .default('real_first'),
    /** The largest wagering multiplier a bonus template may ask (decision 027; the UK caps it at 10 from 2026). */
    BONUS_MAX_WAGERING_MULTIPLIER: z.coerce
      .number()
      .int('must be an integer')
      .min(0, 'must be 0 or more')
      .max(200, 'must be at most 200')
      .default(10),
    /**
     * `sandbox` feeds the sportsbook's catalogue from the in-house sandbox odds feed (on by default in development;
     * tests and production choose it explicitly); `off` runs no feed.
     */
    SPORTS_FEED: z.enum(['sandbox', 'off'], { error: 'must be sandbox or off' }).optional(),
    /** Match seconds per second in the sandbox odds feed: 3 plays a football match in about 35 minutes. */
    SPORTS_FEED_SPEED: z.coerce
      .number()
      .int('must be an integer')
      .min(1, 'must be at least 1')
      .max(60, 'must be at most 60')
      .default(3),
    /** The sandbox odds feed's calendar and matches follow from this seed: the same seed, the same feed. */
    SPORTS_FEED_SEED: z.string().trim().min(1, 'must not be empty').default('sandbox'),
    /**
     * Tests and demonstrations only: the server's clock starts at this instant and runs on at real speed, so a
     * journey can play a Sunday's weekly dice on any day. Refused in production.
     */
    CLOCK_START: z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }).optional(),
    /**
     * Tests only: the players' chance server seeds are derived from this secret (and their client seed and
     * rotation) instead of drawn at random, so a journey can know a draw in advance. Refused in production.
     */
    CHANCE_SEED_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** When the whole ledger is reconciled and the run recorded: a five-field cron expression, UTC. */
    LEDGER_RECONCILE_CRON: z
      .string()
      .trim()
      .regex(CRON_EXPRESSION, 'must be a five-field cron expression such as "0 * * * *"')
      .default('0 * * * *'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message:
          'must be set in production: nodes share rate limits, push and cache invalidation through Redis',
      });
    }
    if (env.RATE_LIMITS === 'off') {
      ctx.addIssue({ code: 'custom', path: ['RATE_LIMITS'], message: 'cannot be off in production' });
    }
    for (const name of ['CLOCK_START', 'CHANCE_SEED_SECRET'] as const) {
      if (env[name] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is for tests only: not in production' });
      }
    }
    if (env.SLOT_MIN_CYCLE_MS < 2500) {
      ctx.addIssue({
        code: 'custom',
        path: ['SLOT_MIN_CYCLE_MS'],
        message: 'must be at least 2500 in production',
      });
    }
    for (const [name, devValue] of Object.entries(DEV_SECRETS)) {
      // The webhook key signs the sandbox provider's notifications: it matters only where the sandbox runs.
      if (name === 'PAYMENTS_WEBHOOK_SECRET' && env.PAYMENTS_SANDBOX !== 'on') continue;
      if (env[name as keyof typeof DEV_SECRETS] === devValue) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set to a real secret in production' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** How this node uses its PostgreSQL connections (ignored by PGlite). */
  postgres: PostgresSettings;
  dataDir: string;
  redisUrl: string | undefined;
  brand: Env['BRAND'];
  roles: ReadonlySet<Role>;
  publicUrl: string;
  /** Addresses and ranges of the proxies whose forwarding headers are believed; empty: none. */
  trustedProxies: readonly string[];
  logLevel: Env['LOG_LEVEL'];
  /** Login, registration, restore and code requests are rate-limited. */
  rateLimits: boolean;
  /** Login and registration require a captcha token. */
  captcha: boolean;
  sessionSecret: string;
  pushTokenSecret: string;
  /** The sandbox payment provider is mounted and offered at the cash desk. */
  paymentsSandbox: boolean;
  paymentsWebhookSecret: string;
  /** The studio's seamless-wallet signing key, shared by the casino's wallet API and the studio. */
  studioWalletSecret: string;
  /** The shortest slot game cycle in milliseconds (RTS 14). */
  slotMinCycleMs: number;
  /** The live crash game's schedule: betting before take-off, and the pause after a crash. */
  crashRound: { bettingMs: number; pauseMs: number };
  /** How long a game launch token stays valid, in milliseconds (2 minutes by default). */
  gameLaunchTokenTtlMs: number;
  /** Outbox events every subscriber has passed are pruned once older than this, in milliseconds. */
  outboxRetentionMs: number;
  /** Which balance a stake takes first, real money or bonus money; the other pays the rest. */
  bonusStakeOrder: BonusStakeOrder;
  /** Bonus templates asking a higher wagering multiplier are refused when written. */
  bonusMaxWageringMultiplier: number;
  /** When the periodic reconciliation of the ledger runs (cron, UTC). */
  ledgerReconcileCron: string;
  /** Tests only: the instant the clock starts at (CLOCK_START). */
  clockStart: Date | undefined;
  /** Tests only: chance server seeds derived from it (CHANCE_SEED_SECRET). */
  chanceSeedSecret: string | undefined;
  /** The odds feed the sportsbook's catalogue follows: the sandbox's seed and speed, or none. */
  sportsFeed: { kind: 'sandbox'; seed: string; speed: number } | { kind: 'off' };
  /** The back office: the addresses it answers (empty: all) and its sessions' idle timeout. */
  backoffice: { allowedIps: readonly string[]; idleMs: number; fourEyesThreshold: number; secret: string };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads and validates the environment once at boot; every problem names its variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        // A secret's value never goes to the logs, even a wrong one.
        const got = name.endsWith('_SECRET') ? undefined : present[name];
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    // A development server is for this machine only; a production node must be reachable by its load balancer.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    postgres: {
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      applicationName: env.DATABASE_APPLICATION_NAME ?? `casino ${env.BRAND} ${env.ROLES.join(',')}`,
    },
    dataDir: path.resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    brand: env.BRAND,
    roles: new Set(env.ROLES),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustedProxies: env.TRUSTED_PROXIES,
    logLevel: env.LOG_LEVEL,
    rateLimits: env.RATE_LIMITS === 'on',
    captcha: env.CAPTCHA === 'on',
    sessionSecret: env.SESSION_SECRET,
    pushTokenSecret: env.PUSH_TOKEN_SECRET,
    paymentsSandbox: (env.PAYMENTS_SANDBOX ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    paymentsWebhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
    studioWalletSecret: env.STUDIO_WALLET_SECRET,
    slotMinCycleMs: env.SLOT_MIN_CYCLE_MS,
    crashRound: { bettingMs: env.CRASH_BETTING_MS, pauseMs: env.CRASH_PAUSE_MS },
    gameLaunchTokenTtlMs: env.GAME_LAUNCH_TOKEN_TTL_MS,
    outboxRetentionMs: env.OUTBOX_RETENTION_HOURS * 3600_000,
    bonusStakeOrder: env.BONUS_STAKE_ORDER,
    bonusMaxWageringMultiplier: env.BONUS_MAX_WAGERING_MULTIPLIER,
    ledgerReconcileCron: env.LEDGER_RECONCILE_CRON,
    clockStart: env.CLOCK_START === undefined ? undefined : new Date(env.CLOCK_START),
    chanceSeedSecret: env.CHANCE_SEED_SECRET,
    sportsFeed:
      (env.SPORTS_FEED ?? (env.NODE_ENV === 'development' ? 'sandbox' : 'off')) === 'sandbox'
        ? { kind: 'sandbox', seed: env.SPORTS_FEED_SEED, speed: env.SPORTS_FEED_SPEED }
        : { kind: 'off' },
    backoffice: {
      allowedIps: env.BACKOFFICE_ALLOWED_IPS,
      idleMs: env.BACKOFFICE_IDLE_MINUTES * 60_000,
      fourEyesThreshold: env.BACKOFFICE_FOUR_EYES_MINOR,
      secret: env.BACKOFFICE_SECRET,
    },
  };
}
