import type { RandomSource, Seeds } from '../types.ts';
import { fairSource } from './fair-source.ts';

/** e = 2^52: the crash point is read from the top 52 bits of the round's first HMAC. */
export const CRASH_E = 2n ** 52n;
/** One round in 101 busts at 1.00x (the house edge on top of the formula's own). */
export const CRASH_INSTANT_BUST_ONE_IN = 101n;
/** A crash point above this many hundredths is reported as this (no cash-out target comes near it). */
export const CRASH_POINT_MAX = Number.MAX_SAFE_INTEGER;

/** The top 52 bits of the next 64 bits of `source`: the first 32-bit draw, then the high 20 bits of the second. */
export function crashHash52(source: RandomSource): bigint {
  const high = BigInt(source.nextUint32());
  const low = BigInt(source.nextUint32() >>> 12);
  return (high << 20n) | low;
}

/**
 * The crash point in hundredths for a 52-bit value h: 100 (1.00x) when h is a multiple of 101, else
 * floor((100e - h) / (e - h)). Integer arithmetic throughout, so no rounding can move a result.
 */
export function crashPointFromHash(h: bigint): number {
  if (h % CRASH_INSTANT_BUST_ONE_IN === 0n) return 100;
  const point = (100n * CRASH_E - h) / (CRASH_E - h);
  return point > BigInt(CRASH_POINT_MAX) ? CRASH_POINT_MAX : Number(point);
}

export function crashPointFromSource(source: RandomSource): number {
  return crashPointFromHash(crashHash52(source));
}

/**
 * The crash point of a round. h is the top 52 bits of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`), the same
 * bytes `fairSource` yields first, so the crash game's `play` and this reference agree.
 */
export function crashPointHundredths(seeds: Seeds): number {
  return crashPointFromSource(fairSource(seeds));
}
