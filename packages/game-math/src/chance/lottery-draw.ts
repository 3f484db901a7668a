import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import { sha256Hex } from '../hash/sha256.ts';
import type { RandomSource, Seeds } from '../types.ts';

/** `uniformInt` draws below 2^32, so a level's pool may hold no more tickets. */
const MAX_POOL = 0x1_0000_0000;

/** One ticket entered into a lottery draw: its id and kind (the kind decides the prize level it competes in). */
export interface LotteryEntry {
  id: number;
  kind: string;
}

/**
 * The public input a lottery draw is fixed to when its sales close: SHA-256 of the entered tickets as
 * `id:kind`, in ascending id order, joined by commas. It is the draw's client seed, so neither the operator (whose
 * server seed was committed before) nor a player (who cannot know the seed) can steer the winners.
 */
export function lotteryEntriesHash(entries: readonly LotteryEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  return sha256Hex(sorted.map((entry) => `${entry.id}:${entry.kind}`).join(','));
}

/**
 * `winners` distinct positions of a pool of `poolSize` tickets, in the order drawn: a partial Fisher–Yates shuffle,
 * each step a uniform pick (rejection sampling, no modulo bias) among the positions not drawn yet, so every ordered
 * choice of winners is equally likely. Swaps are kept sparse: the pool may be large and the winners few.
 */
export function drawLotteryWinners(source: RandomSource, poolSize: number, winners: number): number[] {
  if (!Number.isSafeInteger(poolSize) || poolSize < 0 || poolSize > MAX_POOL)
    throw new RangeError(`bad pool size ${poolSize}`);
  if (!Number.isSafeInteger(winners) || winners < 0) throw new RangeError(`bad winner count ${winners}`);
  const count = Math.min(poolSize, winners);
  const moved = new Map<number, number>();
  const drawn: number[] = [];
  for (let step = 0; step < count; step++) {
    const pick = step + uniformInt(source, poolSize - step);
    drawn.push(moved.get(pick) ?? pick);
    moved.set(pick, moved.get(step) ?? step);
  }
  return drawn;
}

/**
 * A prize level's winners from the draw's seeds: the server seed committed before sales, the entries hash as the
 * client seed and the level's id as the nonce. Positions index the level's pool: its kind's entries in id order.
 * The lottery page recomputes it with this very function.
 */
export function fairLotteryWinners(seeds: Seeds, poolSize: number, winners: number): number[] {
  return drawLotteryWinners(fairSource(seeds), poolSize, winners);
}
