import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The process's one Redis connection when REDIS_URL is set: state every node must share (rate-limit counters,
 * spent captcha tokens). Closed with the app; undefined without REDIS_URL, where each node keeps its own.
 */
export function connectRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: false });
  // ioredis reconnects by itself; without a listener every failed attempt would be an unhandled 'error' event.
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}
