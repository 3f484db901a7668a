import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';

/** An attempt counted in a fixed window: how many so far (this one included), and the window's time left. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** Counters every node shares (Redis); a promise that rejects when the store does not answer. */
export interface SharedCounters {
  increment(key: string, windowMs: number): Promise<WindowCount>;
}

/**
 * While the shared counters fail, each attempt counts this many times against the node's own counter, so a node
 * allows a quarter of each budget: up to four nodes together stay within what the site allows, and more nodes
 * stay within a multiple of it. Never unlimited, and honest players keep logging in through an outage.
 */
export const LOCAL_FALLBACK_WEIGHT = 4;
/** How long an attempt waits for Redis before it is counted on the node alone. */
export const SHARED_COUNT_TIMEOUT_MS = 500;
/** After Redis failed to answer in time, the node counts alone this long before waiting for it again. */
export const SHARED_RETRY_AFTER_MS = 5_000;
/** Keys a node keeps at most; far above the addresses and accounts one window sees on a node. */
const LOCAL_KEYS = 100_000;

/**
 * Fixed windows per key in this process. Every attempt is counted here too, shared store or not, so when Redis
 * fails mid-window the node already knows what it has seen.
 */
export class LocalCounters {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  readonly #clock: Clock;
  readonly #maxKeys: number;

  constructor(clock: Clock, maxKeys = LOCAL_KEYS) {
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  increment(key: string, windowMs: number): WindowCount {
    const now = this.#clock.now().getTime();
    const window = this.#windows.get(key);
    if (window && window.endsAt > now) {
      window.count += 1;
      return { current: window.count, ttl: window.endsAt - now };
    }
    this.#windows.delete(key);
    if (this.#windows.size >= this.#maxKeys) {
      // Maps iterate in insertion order: the first key holds the oldest window.
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
    this.#windows.set(key, { count: 1, endsAt: now + windowMs });
    return { current: 1, ttl: windowMs };
  }
}

/** INCR with the window set on the first attempt; a key that lost its expiry gets it back. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type RedisWithIncrement = Redis & {
  rateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * The shared counters in Redis, under a prefix that keeps brands apart. They refuse at once while disconnected,
 * give up on an answer after `timeoutMs`, and after such a wait refuse at once for SHARED_RETRY_AFTER_MS, so a
 * Redis that stops answering costs one wait, not one per attempt.
 */
export class RedisCounters implements SharedCounters {
  readonly #redis: RedisWithIncrement;
  readonly #prefix: string;
  readonly #clock: Clock;
  readonly #timeoutMs: number;
  #waitAgainAt = 0;

  constructor(deps: { redis: Redis; prefix: string; clock: Clock; timeoutMs?: number }) {
    if (!('rateLimitIncrement' in deps.redis)) {
      deps.redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    }
    this.#redis = deps.redis as RedisWithIncrement;
    this.#prefix = deps.prefix;
    this.#clock = deps.clock;
    this.#timeoutMs = deps.timeoutMs ?? SHARED_COUNT_TIMEOUT_MS;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    // A command given to a disconnected client waits in its queue for a reconnection: refuse instead.
    if (this.#redis.status !== 'ready') throw new Error(`redis is ${this.#redis.status}`);
    const now = this.#clock.now().getTime();
    if (now < this.#waitAgainAt) throw new Error('redis did not answer lately');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.#waitAgainAt = now + SHARED_RETRY_AFTER_MS;
        reject(new Error(`redis did not answer within ${this.#timeoutMs} ms`));
      }, this.#timeoutMs);
    });
    try {
      const [current, ttl] = await Promise.race([
        this.#redis.rateLimitIncrement(this.#prefix + key, windowMs),
        timeout,
      ]);
      return { current, ttl };
    } finally {
      clearTimeout(timer);
    }
  }
}

export interface CountingStoreEvents {
  /** The shared store failed; the node counts alone until it answers again (called once per outage). */
  onSharedDown(error: unknown): void;
  onSharedBack(): void;
}

/**
 * Counts attempts in the shared counters when there are some, and always on this node: when the shared counters
 * fail or are slow, the node's own count decides, each attempt weighing LOCAL_FALLBACK_WEIGHT. Without shared
 * counters (one process: development, tests) the node's count is the count.
 */
export class CountingStore {
  readonly #shared: SharedCounters | undefined;
  readonly #local: LocalCounters;
  readonly #events: CountingStoreEvents;
  #sharedDown = false;

  constructor(deps: { shared?: SharedCounters; clock: Clock; events: CountingStoreEvents }) {
    this.#shared = deps.shared;
    this.#local = new LocalCounters(deps.clock);
    this.#events = deps.events;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const local = this.#local.increment(key, windowMs);
    if (!this.#shared) return local;
    try {
      const shared = await this.#shared.increment(key, windowMs);
      if (this.#sharedDown) {
        this.#sharedDown = false;
        this.#events.onSharedBack();
      }
      return shared;
    } catch (error) {
      if (!this.#sharedDown) {
        this.#sharedDown = true;
        this.#events.onSharedDown(error);
      }
      return { current: local.current * LOCAL_FALLBACK_WEIGHT, ttl: local.ttl };
    }
  }

  /** The store as @fastify/rate-limit constructs it: every limiter made from it counts in this one store. */
  asPluginStore(): FastifyRateLimitStoreCtor {
    const counting = this;
    return class PluginStore implements FastifyRateLimitStore {
      incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
        counting.increment(key, timeWindow).then(
          (count) => callback(null, count),
          (error: Error) => callback(error),
        );
      }

      // Keys name their action (rate-limits.ts), so every limiter can count in the same store.
      child(): FastifyRateLimitStore {
        return this;
      }
    };
  }
}
