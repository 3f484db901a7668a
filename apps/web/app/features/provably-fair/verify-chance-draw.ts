import {
  type DiceThrow,
  fairDiceThrow,
  fairWheelSpin,
  serverSeedHash,
  type WheelSpin,
} from '@casino/game-math';

/** The chance draws the verify page recomputes: a dice throw, a wheel's spin, a chest's prize. */
export const CHANCE_DRAW_KINDS = ['dice', 'wheel', 'chest'] as const;
export type ChanceDrawKind = (typeof CHANCE_DRAW_KINDS)[number];

/** What the chance form holds, as typed; `weights` (comma-separated) for a wheel or a chest only. */
export interface ChanceFields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  weights: string;
}

type FieldError = 'required' | 'nonce' | 'weights';

export type ChanceResult =
  | { kind: 'dice'; throw: DiceThrow }
  | { kind: 'wheel' | 'chest'; spin: WheelSpin; total: number };

export type ChanceVerification =
  | { ok: true; computedHash: string; hashMatches: boolean | null; result: ChanceResult }
  | { ok: false; errors: Partial<Record<keyof ChanceFields, FieldError>> };

const INTEGER = /^\d{1,9}$/;
const WEIGHT = /^\d{1,7}$/;
/** A wheel has its two segments at least; a chest's table may have more lines than any wheel. */
const MAX_WEIGHTS = 1_000;

/** The weights as the draw's odds table lists them, or null when one is not a positive integer. */
function parseWeights(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < 2 || parts.length > MAX_WEIGHTS || !parts.every((part) => WEIGHT.test(part)))
    return null;
  const weights = parts.map(Number);
  return weights.every((weight) => weight >= 1) ? weights : null;
}

/**
 * Recomputes a chance draw in the browser with the server's own functions (decision 036), the hash commitment
 * checked: a dice throw is the first two values of HMAC-SHA256(server seed, client seed:nonce:0); a wheel's spin
 * and a chest's prize are a ticket below the odds table's total weight, which falls in the segment (or the prize
 * line) that owns it.
 */
export function verifyChanceDraw(kind: ChanceDrawKind, fields: ChanceFields): ChanceVerification {
  const errors: Partial<Record<keyof ChanceFields, FieldError>> = {};
  const serverSeed = fields.serverSeed.trim();
  if (serverSeed === '') errors.serverSeed = 'required';
  if (fields.clientSeed === '') errors.clientSeed = 'required';
  if (!INTEGER.test(fields.nonce.trim())) errors.nonce = 'nonce';
  const weights = kind === 'dice' ? [] : parseWeights(fields.weights);
  if (weights === null) errors.weights = 'weights';
  if (Object.keys(errors).length > 0 || weights === null) return { ok: false, errors };
  const seeds = { serverSeed, clientSeed: fields.clientSeed, nonce: Number(fields.nonce.trim()) };
  const computedHash = serverSeedHash(serverSeed);
  const committed = fields.serverSeedHash.trim().toLowerCase();
  const result: ChanceResult =
    kind === 'dice'
      ? { kind, throw: fairDiceThrow(seeds) }
      : {
          kind,
          spin: fairWheelSpin(seeds, weights),
          total: weights.reduce((sum, weight) => sum + weight, 0),
        };
  return {
    ok: true,
    computedHash,
    hashMatches: committed === '' ? null : committed === computedHash,
    result,
  };
}
