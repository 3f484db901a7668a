import { type Fraction, fraction } from '../exact/fraction.ts';
import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import type { RandomSource, Seeds } from '../types.ts';

const FACES = 6;
/** The sectors a throw of two dice lands on: the sum of the faces, 2 to 12. */
export const DICE_SECTORS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type DiceSector = (typeof DICE_SECTORS)[number];
/** The weekly dice is won on this sector only (spec section 9), the likeliest one: 1 in 6. */
export const DICE_WINNING_SECTOR = 7;

export type DiceThrow = {
  dice: [number, number];
  sector: DiceSector;
};

/** Two fair dice from a random source, each face by rejection sampling (no modulo bias). */
export function throwTwoDice(source: RandomSource): DiceThrow {
  const first = uniformInt(source, FACES) + 1;
  const second = uniformInt(source, FACES) + 1;
  return { dice: [first, second], sector: (first + second) as DiceSector };
}

/**
 * A dice activity's throw from the player's chance seeds: the first two draws of the fair stream of
 * HMAC(serverSeed, `${clientSeed}:${nonce}:0`). The verify page recomputes it with this very function.
 */
export function fairDiceThrow(seeds: Seeds): DiceThrow {
  return throwTwoDice(fairSource(seeds));
}

/** The pairs of faces (out of 36) that sum to a sector. */
export function diceSectorPairs(sector: number): number {
  return Math.max(FACES - Math.abs(sector - (FACES + 1)), 0);
}

/** The exact chance of a sector: its pairs out of 36. */
export function diceSectorChance(sector: number): Fraction {
  return fraction(diceSectorPairs(sector), FACES * FACES);
}
