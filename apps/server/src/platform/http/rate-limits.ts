import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { CountingStore, RedisCounters } from './rate-limit-store.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Limits of one abuse-prone action: per client address, and per account (the login or contact it names). */
export interface RateLimitRule {
  perIp: RateLimit;
  /** Absent for actions that name no account. */
  perAccount?: RateLimit;
}

const MINUTE = 60 * 1000;

/**
 * How often each abuse-prone action may be tried. Per-account limits stop guessing spread over many addresses;
 * per-address limits stop one client sweeping many accounts. Login's "account" is the account from one address
 * (a stranger must not use up the owner's attempts), and wrong passwords additionally lock that address out of the
 * account (login.service.ts, decision 018); codes allow five attempts each (verification.service.ts).
 */
export const RATE_LIMITS = {
  login: { perIp: { max: 30, windowMs: 10 * MINUTE }, perAccount: { max: 15, windowMs: 15 * MINUTE } },
  registration: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  restore: { perIp: { max: 10, windowMs: 15 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  code: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  // Internal captcha tokens skip the proof of work, so their supply is what limits scripted forms without it.
  captchaToken: { perIp: { max: 20, windowMs: 10 * MINUTE } },
  // Deposit button presses are stored for guests too: generous for a person, a wall for a script filling the table.
  depositTracker: { perIp: { max: 120, windowMs: 10 * MINUTE } },
  // Promo codes are guessable words: the player's own tries stop guessing, the address's stop a farm of accounts.
  promoCode: { perIp: { max: 30, windowMs: MINUTE }, perAccount: { max: 10, windowMs: MINUTE } },
  // Operators are few and sign in rarely: an address trying more is guessing. Their accounts also lock after five
  // failures in a row (modules/backoffice), whatever the address.
  operatorLogin: { perIp: { max: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, RateLimitRule>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Installs the counters: shared in Redis when REDIS_URL is set (every process sees the same counts), in memory
 * otherwise. A Redis that fails or is slow never lifts the limits: the node then counts alone, strictly
 * (rate-limit-store.ts, decision 021). `RATE_LIMITS=off` outside production turns them off, for load
 * measurements from one address.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
  clock: Clock,
): Promise<void> {
  const disabled = !config.rateLimits;
  const store = new CountingStore({
    ...(redis ? { shared: new RedisCounters({ redis, prefix: `rate-limit:${config.brand}:`, clock }) } : {}),
    clock,
    events: {
      onSharedDown: (error) =>
        app.log.error({ err: error }, 'rate-limit counters unreachable: each node counts alone, strictly'),
      onSharedBack: () => app.log.info('rate-limit counters reachable again'),
    },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: store.asPluginStore(),
    // The store answers even when Redis does not; an error left is a fault, and no request passes uncounted.
    skipOnError: false,
    allowList: () => disabled,
  });
}

function limitError(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', `Too many attempts; try again in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
}

/**
 * The pre-handlers limiting `action` on a route: `preHandler: rateLimited(app, 'login', (request) => ...)`.
 * `accountOf` names the account a request targets (a normalised login or contact, the signed-in player), or
 * undefined when it has none. Both limits are counted on every request; exceeding either answers 429
 * `rate_limited` with Retry-After.
 */
export function rateLimited<Request extends FastifyRequest = FastifyRequest>(
  app: FastifyInstance,
  action: RateLimitedAction,
  accountOf: (request: Request) => string | undefined | Promise<string | undefined> = () => undefined,
): preHandlerAsyncHookHandler[] {
  const rule: RateLimitRule = RATE_LIMITS[action];
  const byIp = app.createRateLimit({
    max: rule.perIp.max,
    timeWindow: rule.perIp.windowMs,
    keyGenerator: (request) => `${action}:ip:${request.ip}`,
  });
  const ipLimit: preHandlerAsyncHookHandler = async (request) => {
    const result = await byIp(request);
    if (!result.isAllowed && result.isExceeded) throw limitError(result.ttlInSeconds);
  };
  if (!rule.perAccount) return [ipLimit];
  const byAccount = app.createRateLimit({
    max: rule.perAccount.max,
    timeWindow: rule.perAccount.windowMs,
    keyGenerator: async (request) => `${action}:account:${(await accountOf(request as Request)) ?? ''}`,
  });
  return [
    ipLimit,
    async (request) => {
      if ((await accountOf(request as Request)) === undefined) return;
      const result = await byAccount(request);
      if (!result.isAllowed && result.isExceeded) throw limitError(result.ttlInSeconds);
    },
  ];
}
