import { describe, expect, it } from 'vitest';
import { fairSource } from '../fair/fair-source.ts';
import { drawLotteryWinners, fairLotteryWinners, lotteryEntriesHash } from './lottery-draw.ts';

const seeds = { serverSeed: 'committed-seed', clientSeed: 'entries-hash', nonce: 1 };

describe('lottery draw', () => {
  it('draws distinct positions inside the pool, as many as asked or the whole pool', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const drawn = fairLotteryWinners({ ...seeds, nonce }, 7, 4);
      expect(new Set(drawn).size).toBe(4);
      for (const position of drawn) expect(position >= 0 && position < 7).toBe(true);
    }
    expect(fairLotteryWinners(seeds, 3, 10).sort()).toEqual([0, 1, 2]);
    expect(fairLotteryWinners(seeds, 0, 5)).toEqual([]);
    expect(fairLotteryWinners(seeds, 5, 0)).toEqual([]);
  });

  it('is a function of the seeds alone', () => {
    expect(fairLotteryWinners(seeds, 1000, 5)).toEqual(fairLotteryWinners(seeds, 1000, 5));
    expect(fairLotteryWinners(seeds, 1000, 5)).not.toEqual(
      fairLotteryWinners({ ...seeds, nonce: 2 }, 1000, 5),
    );
  });

  it('reads the stream as a partial shuffle: each pick uniform among the positions left', () => {
    const values = [5, 0, 0];
    const source = { nextUint32: () => values.shift() ?? 0 };
    // The first pick is position 5 of 10 (its place now holds 0); the next two take the first of those left.
    expect(drawLotteryWinners(source, 10, 3)).toEqual([5, 1, 2]);
    // Position 9 drawn first takes position 0's ticket into its place: the last of the nine left now gives 0.
    const swapped = [9, 8];
    expect(drawLotteryWinners({ nextUint32: () => swapped.shift() ?? 0 }, 10, 2)).toEqual([9, 0]);
    const again = [0, 8];
    // Position 0 drawn first; the pick of 9 (1 + 8) is the last position, still unmoved.
    expect(drawLotteryWinners({ nextUint32: () => again.shift() ?? 0 }, 10, 2)).toEqual([0, 9]);
    expect(drawLotteryWinners(fairSource(seeds), 2 ** 32, 3)).toHaveLength(3);
  });

  it('refuses nonsense sizes', () => {
    expect(() => fairLotteryWinners(seeds, -1, 1)).toThrow(RangeError);
    expect(() => fairLotteryWinners(seeds, 3, 1.5)).toThrow(RangeError);
    expect(() => fairLotteryWinners(seeds, 2 ** 32 + 1, 1)).toThrow(RangeError);
  });

  it('hashes the entries in id order, whatever order they are given in', () => {
    const entries = [
      { id: 3, kind: 'gold' },
      { id: 1, kind: 'regular' },
    ];
    expect(lotteryEntriesHash(entries)).toBe(lotteryEntriesHash([...entries].reverse()));
    expect(lotteryEntriesHash(entries)).toMatch(/^[0-9a-f]{64}$/);
    expect(lotteryEntriesHash(entries)).not.toBe(lotteryEntriesHash([{ id: 1, kind: 'regular' }]));
  });
});
