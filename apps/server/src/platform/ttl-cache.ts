import type { Clock } from './clock.ts';

/**
 * A bounded in-process cache whose entries expire after `ttlMs`. Enough for data that every node may cache on
 * its own for a few minutes (guests' page data); shared state goes to Redis instead.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #clock: Clock;

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

  set(key: string, value: V): void {
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
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
