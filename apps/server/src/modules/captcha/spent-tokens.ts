import type { Redis } from 'ioredis';
import type { Clock } from '../../platform/clock.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/** Captcha tokens already accepted, remembered until they would have expired anyway, so each is accepted once. */
export interface SpentTokens {
  /** Marks the token spent; false when it already was. */
  claim(tokenId: string): Promise<boolean>;
}

/** Spent tokens of this process: enough for one node; with several, each would accept a replay once. */
export class LocalSpentTokens implements SpentTokens {
  readonly #spent: TtlCache<true>;

  constructor(options: { lifetimeMs: number; clock: Clock }) {
    // Far above any honest rate of logins and registrations within one token lifetime.
    this.#spent = new TtlCache({ ttlMs: options.lifetimeMs, maxEntries: 200_000, clock: options.clock });
  }

  async claim(tokenId: string): Promise<boolean> {
    if (this.#spent.get(tokenId)) return false;
    this.#spent.set(tokenId, true);
    return true;
  }
}

/** The one command a shared store needs: `SET key value PX ms NX`, answering 'OK' only when the key was new. */
export type SetIfAbsent = Pick<Redis, 'set'>;

/**
 * Spent tokens shared by every node through Redis (`SET NX` with the token lifetime as expiry), so a token one
 * node accepted is refused by all. Each node also remembers what it saw: while Redis fails, that memory still
 * refuses replays to this node, since a store outage must not lock every player out of login and registration.
 */
export class RedisSpentTokens implements SpentTokens {
  readonly #redis: SetIfAbsent;
  readonly #prefix: string;
  readonly #lifetimeMs: number;
  readonly #seenHere: LocalSpentTokens;
  readonly #onError: (error: unknown) => void;

  constructor(options: {
    redis: SetIfAbsent;
    /** Keeps brands sharing one Redis apart. */
    prefix: string;
    lifetimeMs: number;
    clock: Clock;
    onError: (error: unknown) => void;
  }) {
    this.#redis = options.redis;
    this.#prefix = options.prefix;
    this.#lifetimeMs = options.lifetimeMs;
    this.#seenHere = new LocalSpentTokens(options);
    this.#onError = options.onError;
  }

  async claim(tokenId: string): Promise<boolean> {
    const newHere = await this.#seenHere.claim(tokenId);
    try {
      const answer = await this.#redis.set(`${this.#prefix}${tokenId}`, '1', 'PX', this.#lifetimeMs, 'NX');
      return answer === 'OK';
    } catch (error) {
      this.#onError(error);
      return newHere;
    }
  }
}
