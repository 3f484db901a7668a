import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmed restore lets the player choose a new password. */
export const RESTORE_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The token `POST /remind/confirm/` hands out in exchange for a link token or code: signed, short-lived, and bound to
 * the player's current password hash, so it stops working the moment the password changes (single use without a
 * table of its own).
 */
export class RestoreTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = `restore\n${secret}`;
  }

  issue(playerId: number, passwordHash: string, now: Date): string {
    const payload = `${playerId}.${now.getTime() + RESTORE_TOKEN_TTL_MS}.${fingerprint(passwordHash)}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  /** The player a well-signed, unexpired token names; the caller still checks it against the password hash. */
  read(token: string, now: Date): { playerId: number; passwordFingerprint: string } | undefined {
    const [playerId, expiresAt, passwordFingerprint, signature] = token.split('.');
    if (!playerId || !expiresAt || !passwordFingerprint || !signature) return undefined;
    const expected = Buffer.from(this.#sign(`${playerId}.${expiresAt}.${passwordFingerprint}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (Number(expiresAt) <= now.getTime()) return undefined;
    return { playerId: Number(playerId), passwordFingerprint };
  }

  matchesPassword(passwordFingerprint: string, passwordHash: string): boolean {
    return fingerprint(passwordHash) === passwordFingerprint;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }
}

function fingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}
