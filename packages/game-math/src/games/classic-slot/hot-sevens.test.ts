import { describe, expect, it } from 'vitest';
import { toBasisPointsRounded, toNumber } from '../../exact/fraction.ts';
import { seededSource } from '../../random/xoshiro128.ts';
import { CLASSIC_LINES, classicLineCombination, evaluateClassicGrid } from './classic-slot.ts';
import { classicSlotExactRtp } from './exact-rtp.ts';
import { HOT_SEVENS, hotSevens } from './hot-sevens.ts';

const combination = (...symbols: string[]) => classicLineCombination(HOT_SEVENS, symbols)?.id;

describe('hot-sevens', () => {
  it('pays three of a kind, then mixed BARs and sevens', () => {
    expect(combination('seven', 'seven', 'seven')).toBe('seven');
    expect(combination('bar', 'bar', 'bar')).toBe('bar');
    expect(combination('seven', 'bar', 'seven')).toBe('any-bar-seven');
    expect(combination('cherry', 'cherry', 'cherry')).toBe('cherry');
    expect(combination('cherry', 'cherry', 'lemon')).toBeUndefined();
    expect(combination('seven', 'seven', 'bell')).toBeUndefined();
  });

  it('pays the three rows and both diagonals, each at a fifth of the stake', () => {
    const grid = [
      ['seven', 'lemon', 'bell'],
      ['plum', 'seven', 'plum'],
      ['bell', 'lemon', 'seven'],
    ];
    // Reel by reel: the diagonal from the top left holds three sevens.
    expect(evaluateClassicGrid(HOT_SEVENS, grid, 500)).toEqual([
      { line: 3, combination: 'seven', win: 300 * 100 },
    ]);
    expect(CLASSIC_LINES).toHaveLength(5);
  });

  it('publishes its exact RTP, found by playing every reel stop', () => {
    const { rtp } = classicSlotExactRtp(HOT_SEVENS);
    expect(hotSevens.rtp).toBe(toBasisPointsRounded(rtp));
  });

  it('agrees with a quick simulation', () => {
    const source = seededSource('hot-sevens-simulation');
    const rounds = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const ratio = hotSevens.play(source, 100, {}).win / 100;
      sum += ratio;
      squares += ratio * ratio;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - toNumber(classicSlotExactRtp(HOT_SEVENS).rtp))).toBeLessThan(4.5 * standardError);
  });
});
