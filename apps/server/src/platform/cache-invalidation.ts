import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { atMost, closeRedis, REDIS_READY_WAIT_MS } from './redis.ts';

/**
 * What per-node caches are made of. A change to one clears, on every node, each cache registered for it:
 * `content` (pages, banners, FAQ, redirects) and `catalogue` (games, providers, tags, rubrics).
 */
export const CACHE_TOPICS = ['content', 'catalogue'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * The Redis channel of invalidations. One for the whole site, brands included: they share the database the
 * caches are read from, and clearing a cache that did not need it costs one rebuild.
 */
export const CACHE_INVALIDATION_CHANNEL = 'cache-invalidate';

/** Topics a newer node may announce are ignored here: no cache of this node is made of them. */
const messageSchema = z.object({ origin: z.string(), topics: z.array(z.string()) });

/** Tells every node that the topics changed; the message other nodes act on (this node's own is ignored). */
export async function publishCacheInvalidation(
  redis: Pick<Redis, 'publish'>,
  origin: string,
  topics: readonly CacheTopic[],
): Promise<void> {
  await redis.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify({ origin, topics }));
}

/**
 * The node's caches of data that an operator or another node can change, and the way to clear them everywhere.
 * Caches keep their time to live (guests' pages are cached on purpose, decision 008): an invalidation drops
 * stale entries sooner, and a missed one (Redis down) still ends with the TTL.
 */
export class CacheInvalidation {
  readonly #clearers = new Map<CacheTopic, Set<() => void>>();
  readonly #origin = randomUUID();
  readonly #publisher: Pick<Redis, 'publish'> | undefined;
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;

  constructor(deps: {
    publisher?: Pick<Redis, 'publish'> | undefined;
    log: Pick<FastifyBaseLogger, 'warn'>;
  }) {
    this.#publisher = deps.publisher;
    this.#log = deps.log;
  }

  /** Runs `clear` whenever one of `topics` changes, on this node or another. */
  register(topics: readonly CacheTopic[], clear: () => void): void {
    for (const topic of topics) {
      const clearers = this.#clearers.get(topic) ?? new Set();
      clearers.add(clear);
      this.#clearers.set(topic, clearers);
    }
  }

  /**
   * Announces a change, after its commit: this node's caches are cleared at once, then every other node's
   * through Redis. A Redis failure is logged, not thrown: the change is made, and the other nodes' entries end
   * with their TTL.
   */
  async invalidate(...topics: CacheTopic[]): Promise<void> {
    this.#clear(topics);
    if (!this.#publisher) return;
    await publishCacheInvalidation(this.#publisher, this.#origin, topics).catch((error: unknown) =>
      this.#log.warn(
        { err: error, topics },
        'cache invalidation not sent: other nodes keep entries until their TTL',
      ),
    );
  }

  /** Clears every registered cache: for a node that may have missed invalidations while Redis was away. */
  clearAll(): void {
    this.#clear(CACHE_TOPICS);
  }

  /** An invalidation message from the channel. */
  receive(message: string): void {
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(message));
    } catch (error) {
      this.#log.warn({ err: error }, 'malformed cache invalidation ignored');
      return;
    }
    if (parsed.origin === this.#origin) return;
    this.#clear(
      parsed.topics.filter((topic): topic is CacheTopic => CACHE_TOPICS.includes(topic as CacheTopic)),
    );
  }

  #clear(topics: readonly CacheTopic[]): void {
    const clearers = new Set(topics.flatMap((topic) => [...(this.#clearers.get(topic) ?? [])]));
    for (const clear of clearers) clear();
  }
}

/**
 * The node's cache invalidation: with Redis, subscribed to the channel on a connection of its own (a subscribed
 * connection can do nothing else); without it, in this process only, which is all one node needs.
 */
export function createCacheInvalidation(app: FastifyInstance, redis: Redis | undefined): CacheInvalidation {
  const { log } = app;
  const caches = new CacheInvalidation({ publisher: redis, log });
  if (!redis) return caches;
  // Subscribed at every connection, the first and each after a reconnection: ioredis would only renew a
  // subscription that once succeeded, and one attempted while Redis was away at boot may never have.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  subscriber.on('error', (error) => log.warn({ err: error }, 'cache invalidation redis connection error'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CACHE_INVALIDATION_CHANNEL) caches.receive(message);
  });
  let settleFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => {
    settleFirst = resolve;
  });
  subscriber.once('error', () => settleFirst());
  subscriber.on('ready', () => {
    subscriber
      .subscribe(CACHE_INVALIDATION_CHANNEL)
      .then(
        // Whatever was published before the subscription (a reconnection's gap, a boot's first moments) is lost
        // to this node: start afresh.
        () => caches.clearAll(),
        (error: unknown) => log.warn({ err: error }, 'cache invalidation channel not subscribed'),
      )
      .finally(settleFirst);
  });
  // A node serves once it hears invalidations, or once Redis has failed (or kept it waiting) at boot.
  app.addHook('onReady', () => atMost(firstAttempt, REDIS_READY_WAIT_MS));
  app.addHook('onClose', () => closeRedis(subscriber));
  return caches;
}
