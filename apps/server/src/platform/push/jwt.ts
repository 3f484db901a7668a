import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of the tokens the push endpoint accepts (Centrifugo's: `sub`, `exp` in seconds, `channel`). */
export interface JwtClaims {
  sub: string;
  exp: number;
  iat?: number;
  channel?: string;
}

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** Longer tokens are refused before any work: ours are a few hundred bytes. */
const MAX_TOKEN_LENGTH = 2048;

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

/** A compact JWT signed with HMAC-SHA256 (HS256), the algorithm Centrifugo's HMAC secret uses. */
export function signJwt(secret: string, claims: JwtClaims): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

/**
 * Verifies an HS256 JWT: only our header, a matching signature (compared in constant time), a string `sub` and a
 * numeric `exp` that has not passed at `nowSeconds`. A bad token is `invalid`; a good but old one `expired`.
 */
export function verifyJwt(secret: string, token: unknown, nowSeconds: number): JwtCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const [header, payload, signed, extra] = token.split('.');
  if (header !== HEADER || !payload || !signed || extra !== undefined)
    return { ok: false, reason: 'invalid' };
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is JwtClaims {
  if (value === null || typeof value !== 'object') return false;
  const { sub, exp, channel } = value as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    typeof exp === 'number' &&
    Number.isSafeInteger(exp) &&
    (channel === undefined || typeof channel === 'string')
  );
}
