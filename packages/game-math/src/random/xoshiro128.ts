import { utf8Bytes } from '../hash/bytes.ts';
import { sha256 } from '../hash/sha256.ts';
import type { RandomSource } from '../types.ts';

/**
 * xoshiro128** (Blackman and Vigna): a fast, statistically strong, seeded generator. Only for simulating millions of
 * rounds during certification; real rounds use `fairSource`.
 */
export function xoshiro128(seed: Uint32Array): RandomSource {
  if (seed.length !== 4 || seed.every((word) => word === 0))
    throw new RangeError('xoshiro128: need 4 words, not all 0');
  let [a, b, c, d] = seed as unknown as [number, number, number, number];
  return {
    nextUint32() {
      const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
      return result;
    },
  };
}

function rotl(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

/** A simulation stream named by text (a run's seed and a label), so every part of a run can be replayed. */
export function seededSource(label: string): RandomSource {
  const digest = sha256(utf8Bytes(label));
  const view = new DataView(digest.buffer);
  return xoshiro128(new Uint32Array([0, 1, 2, 3].map((i) => view.getUint32(i * 4))));
}
