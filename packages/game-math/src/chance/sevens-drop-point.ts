import { fairSource } from '../fair/fair-source.ts';
import { serverSeedHash } from '../fair/server-seed.ts';
import { uniformInt } from '../fair/uniform-int.ts';

/**
 * The client seed of every jackpot-sevens round. A round's drop point has to be fixed before any stake is made, so
 * nothing a player sends can take part in it: the round's own server seed is its only chance, committed by its
 * SHA-256 when the round opens and revealed when the pool drops.
 */
export const SEVENS_DROP_SALT = 'jackpot-sevens';

/** `uniformInt` draws below 2^32, so the span from the seed amount to the ceiling may not be wider. */
const MAX_DROP_SPAN = 0x1_0000_0000;

/** A must-drop round's terms, in minor units: the pool opens at `seedAmount` and drops before `dropCeiling`. */
export interface SevensDropTerms {
  seedAmount: number;
  dropCeiling: number;
}

/**
 * Where a must-drop pool drops: `seedAmount` plus a uniform whole number in [0, dropCeiling − seedAmount), the first
 * draw of the fair stream of HMAC-SHA256(serverSeed, `jackpot-sevens:0:0`). Every amount from the seed amount up to
 * one minor unit below the ceiling is exactly equally likely. The verify form recomputes it with this function.
 */
export function fairDropPoint(serverSeed: string, terms: SevensDropTerms): number {
  const { seedAmount, dropCeiling } = terms;
  if (!Number.isSafeInteger(seedAmount) || seedAmount < 0)
    throw new RangeError(`a seed amount must be a whole number of minor units, got ${seedAmount}`);
  if (!Number.isSafeInteger(dropCeiling) || dropCeiling <= seedAmount)
    throw new RangeError(`a drop ceiling must be above the seed amount, got ${dropCeiling}`);
  const span = dropCeiling - seedAmount;
  if (span > MAX_DROP_SPAN) throw new RangeError(`a drop span of ${span} is above 2^32`);
  const source = fairSource({ serverSeed, clientSeed: SEVENS_DROP_SALT, nonce: 0 });
  return seedAmount + uniformInt(source, span);
}

/**
 * Checks a revealed round against the hash it committed to and answers its drop point, or null when the seed is not
 * the one committed: what "verify" shows beside a past drop.
 */
export function verifySevensDrop(
  serverSeed: string,
  committedHash: string,
  terms: SevensDropTerms,
): number | null {
  return serverSeedHash(serverSeed) === committedHash.toLowerCase() ? fairDropPoint(serverSeed, terms) : null;
}
