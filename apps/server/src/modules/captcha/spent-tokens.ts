import type { Clock } from '../../platform/clock.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/**
 * Captcha tokens already accepted, remembered until they would have expired anyway, so each is accepted once.
 * Kept in this process: with several API processes behind a balancer a token could be replayed once per process,
 * which a shared store (Redis) would close.
 */
export class SpentTokens {
  readonly #spent: TtlCache<true>;

  constructor(options: { lifetimeMs: number; clock: Clock }) {
    // Far above any honest rate of logins and registrations within one token lifetime.
    this.#spent = new TtlCache({ ttlMs: options.lifetimeMs, maxEntries: 200_000, clock: options.clock });
  }

  /** Marks the token spent; false when it already was. */
  claim(tokenId: string): boolean {
    if (this.#spent.get(tokenId)) return false;
    this.#spent.set(tokenId, true);
    return true;
  }
}
