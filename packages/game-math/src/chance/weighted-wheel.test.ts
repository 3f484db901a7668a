import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairStream, runRngTest } from '../certify/rng-tests.ts';
import { add, fraction, ONE, ZERO } from '../exact/fraction.ts';
import {
  fairWheelSpin,
  REPRESENTATIVE_WHEEL_WEIGHTS,
  segmentAt,
  spinWheel,
  wheelChanceBasisPoints,
  wheelExpectation,
  wheelExpectedMinor,
  wheelSegmentChance,
  wheelTotalWeight,
} from './weighted-wheel.ts';

describe('weighted wheel', () => {
  it('gives each segment exactly its weight of the tickets', () => {
    const weights = [3, 1, 2];
    const owners = Array.from({ length: 6 }, (_, ticket) => segmentAt(weights, ticket));
    expect(owners).toEqual([0, 0, 0, 1, 2, 2]);
    expect(() => segmentAt(weights, 6)).toThrow(RangeError);
  });

  it('has exact chances of weight over total, summing to one', () => {
    expect(wheelTotalWeight(REPRESENTATIVE_WHEEL_WEIGHTS)).toBe(1000);
    expect(wheelSegmentChance(REPRESENTATIVE_WHEEL_WEIGHTS, 0)).toEqual(fraction(6, 25));
    const chances = REPRESENTATIVE_WHEEL_WEIGHTS.map((_, i) =>
      wheelSegmentChance(REPRESENTATIVE_WHEEL_WEIGHTS, i),
    );
    expect(chances.reduce(add, ZERO)).toEqual(ONE);
  });

  it('refuses a wheel of one segment, a weight that is not a positive integer, or a total above 2^32', () => {
    expect(() => wheelTotalWeight([5])).toThrow(RangeError);
    expect(() => wheelTotalWeight([1, 0])).toThrow(RangeError);
    expect(() => wheelTotalWeight([1, 1.5])).toThrow(RangeError);
    expect(() => wheelTotalWeight([0xffff_ffff, 2])).toThrow(RangeError);
  });

  it('maps every ticket to a segment with the weight it has (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 12 }), (weights) => {
        const counts = new Array(weights.length).fill(0);
        for (let ticket = 0; ticket < wheelTotalWeight(weights); ticket++)
          counts[segmentAt(weights, ticket)] += 1;
        expect(counts).toEqual(weights);
      }),
    );
  });

  it('spins from the stream without modulo bias: a draw past the last whole multiple is thrown away', () => {
    const weights = [1, 2];
    // 2^32 - 1 is past 3 * 1431655765 = 2^32 - 1, the largest multiple of 3: rejected; then 4 -> ticket 1.
    const draws = [0xffff_ffff, 4];
    const source = { nextUint32: () => draws.shift()! };
    expect(spinWheel(source, weights)).toEqual({ segment: 1, ticket: 1 });
  });

  it('recomputes the same spin from the same seeds', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player', nonce: 7 };
    const first = fairWheelSpin(seeds, REPRESENTATIVE_WHEEL_WEIGHTS);
    expect(fairWheelSpin(seeds, REPRESENTATIVE_WHEEL_WEIGHTS)).toEqual(first);
    expect(segmentAt(REPRESENTATIVE_WHEEL_WEIGHTS, first.ticket)).toBe(first.segment);
  });

  it('averages a value per segment exactly', () => {
    // (1 × 100 + 3 × 0) / 4
    expect(wheelExpectation([1, 3], [100, 0])).toEqual(fraction(25));
    const big = wheelExpectation([1_000_000, 1], [1_000_000_000_00, 1_000_000_000_00]);
    expect(big).toEqual(fraction(1_000_000_000_00));
    // 100 / 3 = 33.33...: rounded down; a third is 3333 basis points.
    expect(wheelExpectedMinor([1, 2], [100, 0])).toBe(33);
    expect(wheelChanceBasisPoints([1, 2], 0)).toBe(3333);
    expect(wheelChanceBasisPoints([1, 2], 1)).toBe(6667);
  });

  it('passes its certification test on the fair stream and fails a biased one', () => {
    expect(runRngTest('wheel', fairStream('unit', 'wheel'), 20_000).passed).toBe(true);
    let draw = 0;
    const skewed = { nextUint32: () => (draw++ % 3 === 0 ? 0 : 0x8000_0000) };
    expect(runRngTest('wheel', skewed, 20_000).passed).toBe(false);
  });
});
