import { createHmac, timingSafeEqual } from 'node:crypto';

/** `internal.<payload>.<signature>`: what sets an internal token apart from a solved challenge's payload. */
const PREFIX = 'internal.';

interface InternalTokenPayload {
  /** Random, so two tokens for the same message differ and each can be spent once. */
  nonce: string;
  message: string;
  /** Unix milliseconds after which the token is refused. */
  expiresAt: number;
}

/** HMAC-signed, short-lived captcha tokens for clients whose captcha script could not load (spec section 5). */
export class InternalTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  static isInternal(token: string): boolean {
    return token.startsWith(PREFIX);
  }

  issue(payload: InternalTokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${PREFIX}${body}.${this.#sign(body)}`;
  }

  /** The token's payload when the signature holds and it has not expired at `now`; undefined otherwise. */
  verify(token: string, now: Date): InternalTokenPayload | undefined {
    if (!InternalTokens.isInternal(token)) return undefined;
    const [body, signature] = token.slice(PREFIX.length).split('.');
    if (!body || !signature) return undefined;
    const expected = Buffer.from(this.#sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as InternalTokenPayload;
    return payload.expiresAt > now.getTime() ? payload : undefined;
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('base64url');
  }
}
