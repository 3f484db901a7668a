import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquarePValue } from '../certify/statistics.ts';
import type { RandomSource } from '../types.ts';
import { fairSource } from './fair-source.ts';
import { uniformInt } from './uniform-int.ts';

const scripted = (draws: number[]): RandomSource & { used: () => number } => {
  let i = 0;
  return { nextUint32: () => draws[i++]!, used: () => i };
};

function chiSquare(
  n: number,
  draws: number,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
) {
  const source = fairSource(seeds);
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i++) counts[uniformInt(source, n)]! += 1;
  const expected = draws / n;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('uniformInt', () => {
  it('rejects the draws above the largest multiple of n instead of folding them (no modulo bias)', () => {
    // 2^32 = 3 * 1431655765 + 1: the one draw 0xFFFFFFFF would make 0 more likely, so it is thrown away.
    const source = scripted([0xffff_ffff, 0xffff_fffe]);
    expect(uniformInt(source, 3)).toBe(0xffff_fffe % 3);
    expect(source.used()).toBe(2);
    // For n = 2^31 + 1 almost half of all draws would be biased; each is redrawn.
    const large = scripted([0x8000_0001, 0x9000_0000, 5]);
    expect(uniformInt(large, 0x8000_0001)).toBe(5);
    expect(large.used()).toBe(3);
  });

  it('takes exactly one draw when every value is usable', () => {
    const source = scripted([0xffff_ffff]);
    expect(uniformInt(source, 0x1_0000_0000)).toBe(0xffff_ffff);
    expect(uniformInt(scripted([123]), 1)).toBe(0);
  });

  it('refuses ranges it cannot scale to', () => {
    for (const n of [0, -1, 1.5, 0x1_0000_0001, Number.NaN])
      expect(() => uniformInt(scripted([1]), n)).toThrow(RangeError);
  });

  it('always lands in [0, n)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x1_0000_0000 }),
        fc.array(fc.integer({ min: 0, max: 0xffff_ffff }), { minLength: 64, maxLength: 64 }),
        (n, draws) => {
          // Keep drawing past the scripted values with a value every range accepts.
          let i = 0;
          const value = uniformInt({ nextUint32: () => draws[i++] ?? 0 }, n);
          expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([37, 3])('is uniform for n = %i: chi-square on 100 000 provably-fair draws at 99%%', (n) => {
    const statistic = chiSquare(n, 100_000, { serverSeed: 'unbiased', clientSeed: `n${n}`, nonce: 0 });
    expect(chiSquarePValue(statistic, n - 1)).toBeGreaterThan(0.01);
  });
});
