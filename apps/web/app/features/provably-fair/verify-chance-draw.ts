import {
  type DiceThrow,
  type DropDraw,
  drawDrop,
  fairDiceThrow,
  fairJackpotTrigger,
  fairSource,
  fairWheelSpin,
  JACKPOT_TICKETS,
  type JackpotTrigger,
  serverSeedHash,
  type WheelSpin,
} from '@casino/game-math';

/**
 * The chance draws the verify page recomputes: a dice throw, a wheel's spin, a chest's prize, a jackpot's trigger,
 * a drop's trigger and prize.
 */
export const CHANCE_DRAW_KINDS = ['dice', 'wheel', 'chest', 'jackpot', 'drop'] as const;
export type ChanceDrawKind = (typeof CHANCE_DRAW_KINDS)[number];

/**
 * What the chance form holds, as typed; `weights` (comma-separated) for a wheel or a chest, or the prizes left per
 * line for a drop; `tickets` (the stake's tickets of JACKPOT_TICKETS, as its draw records them) for a jackpot or a
 * drop.
 */
export interface ChanceFields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  weights: string;
  tickets: string;
}

type FieldError = 'required' | 'nonce' | 'weights' | 'tickets' | 'prizesLeft';

export type ChanceResult =
  | { kind: 'dice'; throw: DiceThrow }
  | { kind: 'wheel' | 'chest'; spin: WheelSpin; total: number }
  | { kind: 'jackpot'; trigger: JackpotTrigger }
  | { kind: 'drop'; draw: DropDraw };

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

/** A drop's prizes left per line, as its draw recorded them (a star drop has none), or null when malformed. */
function parsePrizesLeft(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length > MAX_WEIGHTS || !parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** The stake's tickets as its jackpot draw recorded them, or null when not a whole number up to JACKPOT_TICKETS. */
function parseTickets(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const tickets = Number(trimmed);
  return tickets <= JACKPOT_TICKETS ? tickets : null;
}

function drawn(
  kind: ChanceDrawKind,
  seeds: Parameters<typeof fairDiceThrow>[0],
  weights: number[],
  tickets: number,
): ChanceResult {
  if (kind === 'dice') return { kind, throw: fairDiceThrow(seeds) };
  // The stake's trigger, then (a won prize drop) the prize from those left: the server's own function.
  if (kind === 'drop') return { kind, draw: drawDrop(fairSource(seeds), tickets, weights) };
  // A stake of one minor unit holding `tickets` tickets: the trigger depends on the stake's tickets alone.
  if (kind === 'jackpot') return { kind, trigger: fairJackpotTrigger(seeds, tickets, 1) };
  return {
    kind,
    spin: fairWheelSpin(seeds, weights),
    total: weights.reduce((sum, weight) => sum + weight, 0),
  };
}

/**
 * Recomputes a chance draw in the browser with the server's own functions (decision 036), the hash commitment
 * checked: a dice throw is the first two values of HMAC-SHA256(server seed, client seed:nonce:0); a wheel's spin
 * and a chest's prize are a ticket below the odds table's total weight, which falls in the segment (or the prize
 * line) that owns it; a jackpot's trigger is a ticket below JACKPOT_TICKETS, won when the stake holds it; a drop's
 * is the same trigger, and a won prize drop's next value is a ticket below the prizes left, owned by its line.
 */
export function verifyChanceDraw(kind: ChanceDrawKind, fields: ChanceFields): ChanceVerification {
  const errors: Partial<Record<keyof ChanceFields, FieldError>> = {};
  const serverSeed = fields.serverSeed.trim();
  if (serverSeed === '') errors.serverSeed = 'required';
  if (fields.clientSeed === '') errors.clientSeed = 'required';
  if (!INTEGER.test(fields.nonce.trim())) errors.nonce = 'nonce';
  const weights =
    kind === 'wheel' || kind === 'chest'
      ? parseWeights(fields.weights)
      : kind === 'drop'
        ? parsePrizesLeft(fields.weights)
        : [];
  if (weights === null) errors.weights = kind === 'drop' ? 'prizesLeft' : 'weights';
  const tickets = kind === 'jackpot' || kind === 'drop' ? parseTickets(fields.tickets) : 0;
  if (tickets === null) errors.tickets = 'tickets';
  if (Object.keys(errors).length > 0 || weights === null || tickets === null) return { ok: false, errors };
  const seeds = { serverSeed, clientSeed: fields.clientSeed, nonce: Number(fields.nonce.trim()) };
  const computedHash = serverSeedHash(serverSeed);
  const committed = fields.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    computedHash,
    hashMatches: committed === '' ? null : committed === computedHash,
    result: drawn(kind, seeds, weights, tickets),
  };
}
