import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Limits of one abuse-prone action: per client address, and per account (the login or contact it names). */
export interface RateLimitRule {
  perIp: RateLimit;
  perAccount: RateLimit;
}

const MINUTE = 60 * 1000;

/**
 * How often each abuse-prone action may be tried. Per-account limits stop guessing spread over many addresses;
 * per-address limits stop one client sweeping many accounts. Wrong passwords additionally lock the account
 * (login.service.ts), and codes allow five attempts each (verification.service.ts).
 */
export const RATE_LIMITS = {
  login: { perIp: { max: 30, windowMs: 10 * MINUTE }, perAccount: { max: 15, windowMs: 15 * MINUTE } },
  registration: { perIp: { max: 10, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  restore: { perIp: { max: 10, windowMs: 15 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  code: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, RateLimitRule>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Installs the counters: shared in Redis when REDIS_URL is set (every process sees the same counts), in memory
 * otherwise. `RATE_LIMITS=off` outside production turns them off, for load measurements from one address.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const disabled = !config.rateLimits;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `rate-limit:${config.brand}:` } : {}),
    // A counter store that cannot be reached must not lock every player out.
    skipOnError: true,
    allowList: () => disabled,
  });
}

function limitError(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', 429, `Too many attempts; try again in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
  });
}

/**
 * The pre-handlers limiting `action` on a route: `preHandler: rateLimited(app, 'login', (request) => ...)`.
 * `accountOf` names the account a request targets (a normalised login or contact), or undefined when it has none.
 * Both limits are counted on every request; exceeding either answers 429 `rate_limited` with Retry-After.
 */
export function rateLimited<Request extends FastifyRequest = FastifyRequest>(
  app: FastifyInstance,
  action: RateLimitedAction,
  accountOf: (request: Request) => string | undefined,
): preHandlerAsyncHookHandler[] {
  const rule: RateLimitRule = RATE_LIMITS[action];
  const byIp = app.createRateLimit({
    max: rule.perIp.max,
    timeWindow: rule.perIp.windowMs,
    keyGenerator: (request) => `${action}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: rule.perAccount.max,
    timeWindow: rule.perAccount.windowMs,
    keyGenerator: (request) => `${action}:account:${accountOf(request as Request) ?? ''}`,
  });
  return [
    async (request) => {
      const result = await byIp(request);
      if (!result.isAllowed && result.isExceeded) throw limitError(result.ttlInSeconds);
    },
    async (request) => {
      if (accountOf(request as Request) === undefined) return;
      const result = await byAccount(request);
      if (!result.isAllowed && result.isExceeded) throw limitError(result.ttlInSeconds);
    },
  ];
}
