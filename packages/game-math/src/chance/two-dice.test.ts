import { describe, expect, it } from 'vitest';
import { add, fraction, ONE, ZERO } from '../exact/fraction.ts';
import {
  DICE_SECTORS,
  DICE_WINNING_SECTOR,
  diceSectorChance,
  fairDiceThrow,
  throwTwoDice,
} from './two-dice.ts';

describe('two dice', () => {
  it('gives the exact sector chances, summing to one', () => {
    expect(diceSectorChance(DICE_WINNING_SECTOR)).toEqual(fraction(1, 6));
    expect(diceSectorChance(2)).toEqual(fraction(1, 36));
    expect(diceSectorChance(12)).toEqual(fraction(1, 36));
    expect(diceSectorChance(13)).toEqual(ZERO);
    expect(DICE_SECTORS.map(diceSectorChance).reduce(add, ZERO)).toEqual(ONE);
  });

  it('throws faces 1 to 6 whose sum is the sector', () => {
    let next = 0;
    const source = { nextUint32: () => [0, 0xffff_ffff, 5][next++]! };
    expect(throwTwoDice(source)).toEqual({ dice: [1, 6], sector: 7 });
  });

  it('recomputes the same throw from the same seeds, and another from the next nonce', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 3 };
    const first = fairDiceThrow(seeds);
    expect(fairDiceThrow(seeds)).toEqual(first);
    const throws = Array.from({ length: 20 }, (_, nonce) => fairDiceThrow({ ...seeds, nonce }).sector);
    expect(new Set(throws).size).toBeGreaterThan(3);
  });
});
