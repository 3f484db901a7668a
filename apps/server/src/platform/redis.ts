import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How long a starting node waits for Redis (its connection, its cache invalidation channel) before serving
 * without it: rate limits then count on the node alone, strictly. A refused connection ends the wait at once.
 */
export const REDIS_READY_WAIT_MS = 2_000;

/**
 * The process's one Redis connection when REDIS_URL is set: state every node must share (rate-limit counters,
 * spent captcha tokens, push and cache invalidations). Closed with the app; undefined without REDIS_URL, where
 * each node keeps its own (development and tests: production requires REDIS_URL).
 */
export function connectRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: false });
  // ioredis reconnects by itself; without a listener every failed attempt would be an unhandled 'error' event.
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  const firstAttempt = new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
  });
  app.addHook('onReady', async () => {
    await atMost(firstAttempt, REDIS_READY_WAIT_MS);
    if (redis.status !== 'ready')
      app.log.warn('serving before Redis answers: rate limits count on this node');
  });
  app.addHook('onClose', () => closeRedis(redis));
  return redis;
}

/** Says goodbye to a connected Redis; QUIT would wait for an answer an absent one never gives, so that is dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** Waits for `settled`, but no longer than `ms`: a starting node must not hang on a Redis that does not answer. */
export async function atMost(settled: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    settled,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
