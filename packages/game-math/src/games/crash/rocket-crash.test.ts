import { describe, expect, it } from 'vitest';
import { crashRtp } from '../../certify/subjects.ts';
import { toNumber } from '../../exact/fraction.ts';
import { CRASH_E } from '../../fair/crash-point.ts';
import { seededSource } from '../../random/xoshiro128.ts';
import type { RandomSource } from '../../types.ts';
import { rocketCrash, validateCrashParams } from './rocket-crash.ts';

/** A source whose first 52 bits are h. */
function hashed(h: bigint): RandomSource {
  const words = [Number(h >> 20n), Number(h & 0xfffffn) << 12];
  let i = 0;
  return { nextUint32: () => words[i++]! >>> 0 };
}

describe('rocket-crash', () => {
  it('pays the cash-out when the rocket reaches it and nothing when it crashes first', () => {
    const at2x = hashed(CRASH_E / 2n + 1n); // crash point 1.99x
    expect(rocketCrash.play(at2x, 100, { cashOut: 199 })).toEqual({
      win: 199,
      outcome: { crashPoint: 199, cashOut: 199, won: true },
    });
    expect(rocketCrash.play(hashed(CRASH_E / 2n + 1n), 100, { cashOut: 200 }).win).toBe(0);
    expect(rocketCrash.play(hashed(101n), 100, { cashOut: 101 }).win).toBe(0);
  });

  it('rounds the win down to a minor unit', () => {
    expect(rocketCrash.play(hashed(CRASH_E - 2n), 33, { cashOut: 157 }).win).toBe(51);
  });

  it.each([[{ cashOut: 100 }], [{ cashOut: 100_001 }], [{ cashOut: 150.5 }], [{}], ['2x']])(
    'refuses %j',
    (params) => {
      expect(validateCrashParams(100, params).ok).toBe(false);
    },
  );

  it('has an exact RTP that a quick simulation agrees with', () => {
    expect(toNumber(crashRtp(101))).toBeCloseTo(0.99, 4);
    expect(toNumber(crashRtp(100_000))).toBeCloseTo(0.9802, 4);
    const source = seededSource('crash-simulation');
    const rounds = 200_000;
    let won = 0;
    for (let i = 0; i < rounds; i++) won += rocketCrash.play(source, 100, { cashOut: 200 }).win;
    // One round's standard deviation is about 1 stake at 2.00x; 5 sigma of the mean is 0.0112.
    expect(Math.abs(won / rounds / 100 - toNumber(crashRtp(200)))).toBeLessThan(0.0112);
  });
});
