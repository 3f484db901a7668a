import type { Clock } from './clock.ts';

/**
 * A bounded in-process cache whose entries expire after `ttlMs`. Enough for data that every node may cache on
 * its own for a few minutes (guests' page data); shared state goes to Redis instead. A cache of data that can
 * change registers its `clear` with the node's cache invalidation (platform/cache-invalidation.ts).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #clock: Clock;
  /** Moves on at every clear, so a value loaded before a clear is not stored after it. */
  #generation = 0;

  constructor(options: { ttlMs: number; maxEntries: number; clock: Clock }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#clock = options.clock;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#clock.now().getTime()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * A mark of the cache's contents now: give it to `set` with a value loaded after it, and the value is dropped
   * when the cache was cleared in between (the load may have read what the clear was about).
   */
  mark(): number {
    return this.#generation;
  }

  set(key: string, value: V, loadedSince: number = this.#generation): void {
    if (loadedSince !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      // Maps iterate in insertion order, so the first key is the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: this.#clock.now().getTime() + this.#ttlMs });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const mark = this.mark();
    const value = await load();
    this.set(key, value, mark);
    return value;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }
}
