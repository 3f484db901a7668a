import type { Clock } from '../clock.ts';
import { type JwtCheck, signJwt, verifyJwt } from './jwt.ts';

/** How long a connection or subscription token lives; the SDK refreshes it before then. */
export const PUSH_TOKEN_TTL_SECONDS = 60 * 60;

/** The token's user: a player id as text, or '' for an anonymous guest (Centrifugo's convention). */
export type PushUser = string;

export function pushUserOf(playerId: number | null): PushUser {
  return playerId === null ? '' : String(playerId);
}

/**
 * Connection and subscription tokens of the push endpoint: HMAC JWTs signed with `PUSH_TOKEN_SECRET`, so any node
 * (or Centrifugo itself) can check them without a lookup. Time comes from the injected clock.
 */
export class PushTokens {
  readonly #secret: string;
  readonly #clock: Clock;
  readonly #ttlSeconds: number;

  constructor(deps: { secret: string; clock: Clock; ttlSeconds?: number }) {
    this.#secret = deps.secret;
    this.#clock = deps.clock;
    this.#ttlSeconds = deps.ttlSeconds ?? PUSH_TOKEN_TTL_SECONDS;
  }

  nowSeconds(): number {
    return Math.floor(this.#clock.now().getTime() / 1000);
  }

  connectionToken(user: PushUser): string {
    const now = this.nowSeconds();
    return signJwt(this.#secret, { sub: user, iat: now, exp: now + this.#ttlSeconds });
  }

  subscriptionToken(user: PushUser, channel: string): string {
    const now = this.nowSeconds();
    return signJwt(this.#secret, { sub: user, channel, iat: now, exp: now + this.#ttlSeconds });
  }

  verify(token: unknown): JwtCheck {
    return verifyJwt(this.#secret, token, this.nowSeconds());
  }
}
