import { describe, expect, it } from 'vitest';
import { fraction, toBasisPointsRounded, toNumber } from '../../exact/fraction.ts';
import { seededSource } from '../../random/xoshiro128.ts';
import type { RandomSource } from '../../types.ts';
import { compileSlot, evaluateLine } from './compiled-slot.ts';
import { PAYLINES, type VideoSlotConfig } from './config.ts';
import { bookOfSevens } from './configs/book-of-sevens.ts';
import { createVideoSlot } from './definition.ts';
import { playVideoSlot } from './engine.ts';
import { expectedFreeSpins, scatterDistribution, videoSlotExactRtp } from './exact-rtp.ts';
import { maxSpinWin } from './max-win.ts';
import { VIDEO_SLOT_CONFIGS } from './slots.ts';

const book = compileSlot(bookOfSevens);
const id = (name: string) => book.ids.indexOf(name);
const line = (...names: string[]) =>
  evaluateLine(book, names.map(id)).map((v, i) => (i === 0 ? book.ids[v] : v));

/** Stops the reels where `stops` says, round after round (stops below the strip length are drawn as is). */
function stopsAt(stops: number[]): RandomSource {
  let i = 0;
  return { nextUint32: () => stops[i++ % stops.length]! };
}

/** The stop on `reel` that shows `symbol` on the top row. */
const stopShowing = (reel: number, symbol: string) => book.strips[reel]!.indexOf(id(symbol));

describe('line evaluation', () => {
  it('pays symbols in a row from the leftmost reel', () => {
    expect(line('pharaoh', 'pharaoh', 'pharaoh', 'ace', 'pharaoh')).toEqual(['pharaoh', 3, 100]);
    expect(line('ace', 'pharaoh', 'pharaoh', 'pharaoh', 'pharaoh')).toEqual(['ace', 1, 0]);
  });

  it('lets the wild stand in for any symbol but the scatter', () => {
    expect(line('pharaoh', 'golden-seven', 'pharaoh', 'golden-seven', 'ten')).toEqual(['pharaoh', 4, 400]);
    expect(line('golden-seven', 'book', 'ten', 'ten', 'ten')[2]).toBe(0);
  });

  it('pays leading wilds as wilds when that beats the symbol they complete', () => {
    expect(line('golden-seven', 'golden-seven', 'golden-seven', 'ten', 'ace')).toEqual([
      'golden-seven',
      3,
      100,
    ]);
    expect(line('golden-seven', 'golden-seven', 'golden-seven', 'golden-seven', 'golden-seven')).toEqual([
      'golden-seven',
      5,
      1000,
    ]);
    expect(line('golden-seven', 'golden-seven', 'pharaoh', 'pharaoh', 'pharaoh')).toEqual([
      'pharaoh',
      5,
      1000,
    ]);
  });
});

describe('playVideoSlot', () => {
  it('shows three rows of each strip from the stop and pays line stakes of bet / 20', () => {
    const stops = [0, 1, 2, 3, 4];
    const outcome = playVideoSlot(book, stopsAt(stops), 200);
    outcome.grid.forEach((column, reel) => {
      const strip = book.strips[reel]!;
      expect(column).toEqual([0, 1, 2].map((row) => book.ids[strip[(stops[reel]! + row) % strip.length]!]));
    });
    for (const win of outcome.lineWins) {
      const pays = bookOfSevens.symbols.find((s) => s.id === win.symbol)!.pays;
      expect(win.win).toBe((pays[win.count as 3]! * 200) / PAYLINES.length);
    }
  });

  it('plays the free spins of three scatters inside the round with the multiplier', () => {
    const scatterStops = [0, 2, 4].map((reel) => stopShowing(reel, 'book'));
    const base = [scatterStops[0]!, 5, scatterStops[1]!, 5, scatterStops[2]!];
    // The base spin shows three books, so every free spin does too: each retriggers until the cap.
    const outcome = playVideoSlot(book, stopsAt(base), 20);
    const { spins, maxSpins, multiplier } = bookOfSevens.freeSpins;
    expect(spins).toBeLessThan(maxSpins);
    expect(outcome.freeSpinsAwarded).toBe(maxSpins);
    expect(outcome.freeSpins).toHaveLength(maxSpins);
    expect(outcome.scatterWin).toBe(bookOfSevens.symbols[1]!.pays[3]! * 20);
    expect(outcome.freeSpins[0]!.scatterWin).toBe(outcome.scatterWin * multiplier);
    expect(outcome.freeSpins[0]!.win).toBe(
      (outcome.lineWins.reduce((sum, w) => sum + w.win, 0) + outcome.scatterWin) * multiplier,
    );
    expect(outcome.totalWin).toBe(
      outcome.freeSpins.reduce((sum, s) => sum + s.win, 0) + outcome.freeSpins[0]!.win / multiplier,
    );
  });

  it('caps the round at maxWinMultiplier times the stake', () => {
    const capped = compileSlot({ ...bookOfSevens, maxWinMultiplier: 3 });
    const scatterStops = [0, 2, 4].map((reel) => stopShowing(reel, 'book'));
    const outcome = playVideoSlot(
      capped,
      stopsAt([scatterStops[0]!, 5, scatterStops[1]!, 5, scatterStops[2]!]),
      20,
    );
    expect(outcome.totalWin).toBe(60);
  });
});

describe('exact RTP', () => {
  it('has a scatter-count distribution that sums to one', () => {
    const total = scatterDistribution(book).reduce((sum, p) => sum + toNumber(p), 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('counts expected free spins with retriggers and the cap', () => {
    expect(expectedFreeSpins(fraction(0), 10, 30)).toEqual(fraction(10));
    expect(expectedFreeSpins(fraction(1), 10, 30)).toEqual(fraction(30));
    // One spin, retriggering once at most with chance p: 1 + p.
    expect(expectedFreeSpins(fraction(1, 3), 1, 2)).toEqual(fraction(4, 3));
    // With a cap far away the count is the uncapped spins / (1 - spins p).
    expect(toNumber(expectedFreeSpins(fraction(1, 1000), 10, 100))).toBeCloseTo(10 / (1 - 10 / 1000), 9);
  });

  it.each(VIDEO_SLOT_CONFIGS.map((c) => [c.slug, c] as const))(
    '%s publishes its exact RTP rounded',
    (_, config) => {
      expect(config.rtp).toBe(toBasisPointsRounded(videoSlotExactRtp(compileSlot(config)).rtp));
    },
  );

  it('gives every video slot a different RTP between 94% and 97%', () => {
    const rtps = VIDEO_SLOT_CONFIGS.map((c) => c.rtp);
    expect(new Set(rtps).size).toBe(rtps.length);
    for (const rtp of rtps) expect(rtp >= 9400 && rtp <= 9700).toBe(true);
  });

  it.each(VIDEO_SLOT_CONFIGS.map((c) => [c.slug, c] as const))(
    '%s: a quick simulation of the game agrees with the exact RTP',
    (slug, config) => {
      const game = createVideoSlot(config);
      const source = seededSource(`exact-vs-simulation:${slug}`);
      const rounds = 150_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        const ratio = game.play(source, 20, {}).win / 20;
        sum += ratio;
        squares += ratio * ratio;
      }
      const mean = sum / rounds;
      const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
      const exact = toNumber(videoSlotExactRtp(compileSlot(config)).rtp);
      expect(Math.abs(mean - exact)).toBeLessThan(4.5 * standardError);
    },
  );
});

describe('maxSpinWin', () => {
  it('finds the same best spin as trying every stop, on short strips', () => {
    const small: VideoSlotConfig = {
      ...bookOfSevens,
      reels: [
        { 'golden-seven': 1, book: 1, pharaoh: 2, ace: 2, ten: 1 },
        { 'golden-seven': 2, pharaoh: 1, ace: 2, ten: 2 },
        { book: 1, pharaoh: 2, scarab: 1, ace: 2, ten: 1 },
        { 'golden-seven': 1, pharaoh: 2, ace: 1, ten: 2 },
        { book: 1, pharaoh: 1, scarab: 2, ace: 2 },
      ],
    };
    const slot = compileSlot(small);
    let best = 0;
    const lengths = slot.strips.map((s) => s.length);
    const total = lengths.reduce((p, l) => p * l, 1);
    for (let index = 0; index < total; index++) {
      let rest = index;
      const stops = lengths.map((length) => {
        const stop = rest % length;
        rest = Math.floor(rest / length);
        return stop;
      });
      const spin = playVideoSlot(
        { ...slot, config: { ...small, freeSpins: { ...small.freeSpins, spins: 0 } } },
        stopsAt(stops),
        20,
      );
      best = Math.max(best, spin.totalWin);
    }
    expect(maxSpinWin(slot)).toBe(best);
  });

  it.each(VIDEO_SLOT_CONFIGS.map((c) => [c.slug, c] as const))(
    '%s: no round can reach its win cap',
    (_, config) => {
      const slot = compileSlot(config);
      const { multiplier, maxSpins } = config.freeSpins;
      expect((maxSpinWin(slot) / PAYLINES.length) * (1 + multiplier * maxSpins)).toBeLessThanOrEqual(
        config.maxWinMultiplier,
      );
    },
  );
});
