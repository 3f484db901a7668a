import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How long a starting node waits for its Redis connection before serving without it (rate limits then count on
 * the node alone, strictly); a refused connection ends the wait at once.
 */
const READY_WAIT_MS = 2_000;

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
  app.addHook('onReady', async () => {
    if (!(await connected(redis)))
      app.log.warn('serving before Redis answers: rate limits count on this node');
  });
  app.addHook('onClose', async () => {
    // QUIT waits for an answer a Redis that is away never gives: then the connection is just dropped.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}

/** Whether the connection becomes ready within READY_WAIT_MS; false as soon as it fails. */
function connected(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (ready: boolean) => () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(ready);
    };
    const onReady = settle(true);
    const onError = settle(false);
    const timer = setTimeout(onError, READY_WAIT_MS);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}
