import { createHash } from 'node:crypto';

/**
 * A reproducible source of chance for the sandbox feed (xoshiro128**, seeded from a SHA-256 of a text seed): a fixture's
 * whole life follows from its seed, so the feed can replay any stretch of it for recovery without storing it.
 * Not for anything a player bets against the house on: the games and chance features use the provably-fair scheme.
 */
export interface SeededRandom {
  /** A uniform number in [0, 1). */
  next(): number;
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A standard normal draw (Box-Muller). */
  normal(): number;
}

export function seededRandom(seed: string): SeededRandom {
  const digest = createHash('sha256').update(seed).digest();
  const state = new Uint32Array([
    digest.readUInt32LE(0),
    digest.readUInt32LE(4),
    digest.readUInt32LE(8),
    digest.readUInt32LE(12),
  ]);
  if (state.every((word) => word === 0)) state[0] = 1;

  function nextUint32(): number {
    const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = state;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    state[2] = s2 ^ s0;
    state[3] = s3 ^ s1;
    state[1] = s1 ^ (state[2] ?? 0);
    state[0] = s0 ^ (state[3] ?? 0);
    state[2] = (state[2] ?? 0) ^ t;
    state[3] = rotl(state[3] ?? 0, 11);
    return result;
  }

  const next = () => nextUint32() / 2 ** 32;
  return {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    normal: () => {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

function rotl(value: number, bits: number): number {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}
