import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Rng } from '../../platform/rng.ts';
import { CaptchaService, SPENT_TOKEN_MEMORY_MS } from './captcha.service.ts';
import { RedisSpentTokens, type SetIfAbsent } from './spent-tokens.ts';

/**
 * The captcha of this process. With Redis (REDIS_URL) spent tokens are shared, so behind a balancer a token is
 * accepted once in all, not once per node.
 */
export function createCaptchaService(deps: {
  config: Pick<Config, 'captcha' | 'sessionSecret' | 'brand'>;
  clock: Clock;
  rng: Rng;
  redis: SetIfAbsent | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): CaptchaService {
  const { config, clock, rng, redis, log } = deps;
  const spent = redis
    ? new RedisSpentTokens({
        redis,
        prefix: `captcha-spent:${config.brand}:`,
        lifetimeMs: SPENT_TOKEN_MEMORY_MS,
        clock,
        onError: (error) =>
          log.warn({ err: error }, 'spent captcha tokens: Redis failed, this node remembers alone'),
      })
    : undefined;
  return new CaptchaService({
    isEnabled: config.captcha,
    secret: config.sessionSecret,
    clock,
    rng,
    ...(spent ? { spent } : {}),
  });
}
