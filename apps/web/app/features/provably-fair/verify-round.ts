import {
  fairMessage,
  hmacSha256Hex,
  type MathGameKind,
  playRound,
  type RoundResult,
  serverSeedHash,
  studioGame,
} from '@casino/game-math';

/** What the verify form holds, as typed. */
export interface VerifyFields {
  slug: string;
  serverSeed: string;
  /** The hash the studio showed before play (empty when the player has none to compare). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  /** The round's parameters as JSON (`{}` for slots). */
  params: string;
}

export type VerifyFieldError = 'required' | 'nonce' | 'bet' | 'params_json' | 'unknown_game';

export type Verification =
  | {
      ok: true;
      kind: MathGameKind;
      /** SHA-256 of the server seed as given. */
      computedHash: string;
      /** Whether it is the committed hash; null when none was given. */
      hashMatches: boolean | null;
      /** The round's first HMAC block, the bytes its first draws are read from. */
      firstHmac: string;
      result: RoundResult;
    }
  | { ok: false; errors: Partial<Record<keyof VerifyFields, VerifyFieldError>> }
  /** The game's maths refused the stake or parameters: the studio could never have played such a round. */
  | { ok: false; refused: string };

const INTEGER = /^\d{1,15}$/;

function parseParams(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Replays a round in the browser with the same maths the studio ran: the hash commitment checked, the outcome and
 * win recomputed from HMAC-SHA256(server seed, client seed:nonce:round).
 */
export function verifyRound(fields: VerifyFields): Verification {
  const errors: Partial<Record<keyof VerifyFields, VerifyFieldError>> = {};
  const game = studioGame(fields.slug);
  if (!game) errors.slug = 'unknown_game';
  if (fields.serverSeed === '') errors.serverSeed = 'required';
  if (fields.clientSeed === '') errors.clientSeed = 'required';
  if (!INTEGER.test(fields.nonce.trim())) errors.nonce = 'nonce';
  const bet = Number(fields.bet.trim());
  if (!INTEGER.test(fields.bet.trim()) || bet <= 0) errors.bet = 'bet';
  const params = parseParams(fields.params);
  if (!params) errors.params = 'params_json';
  if (!game || !params || Object.keys(errors).length > 0) return { ok: false, errors };

  const seeds = {
    serverSeed: fields.serverSeed,
    clientSeed: fields.clientSeed,
    nonce: Number(fields.nonce.trim()),
  };
  let result: RoundResult;
  try {
    result = playRound(game.slug, seeds, bet, params);
  } catch (error) {
    return { ok: false, refused: error instanceof Error ? error.message : String(error) };
  }
  const computedHash = serverSeedHash(fields.serverSeed);
  const committed = fields.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    kind: game.kind,
    computedHash,
    hashMatches: committed === '' ? null : committed === computedHash,
    firstHmac: hmacSha256Hex(fields.serverSeed, fairMessage(seeds, 0)),
    result,
  };
}

/** Deep equality of JSON values, whatever order an object's keys were stored in. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => key in right && sameJson(left[key], right[key]))
  );
}
