import type { RandomSource } from '../types.ts';

const RANGE = 0x1_0000_0000;

/**
 * A uniform integer in [0, n), 1 <= n <= 2^32, by rejection sampling: 32-bit draws at or above the largest multiple
 * of n are thrown away, so every result has exactly the same number of draws mapping to it (no modulo bias).
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE)
    throw new RangeError(`uniformInt: n must be 1..2^32, got ${n}`);
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const draw = source.nextUint32();
    if (draw < limit) return draw % n;
  }
}
