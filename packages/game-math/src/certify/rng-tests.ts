import { drawDrop } from '../chance/drop-draw.ts';
import { JACKPOT_TICKETS } from '../chance/jackpot-trigger.ts';
import { drawLotteryWinners } from '../chance/lottery-draw.ts';
import { fairDropPoint } from '../chance/sevens-drop-point.ts';
import { DICE_SECTORS, diceSectorChance, throwTwoDice } from '../chance/two-dice.ts';
import { REPRESENTATIVE_WHEEL_WEIGHTS, spinWheel, wheelSegmentChance } from '../chance/weighted-wheel.ts';
import { type Fraction, fraction, toNumber } from '../exact/fraction.ts';
import { fairSource } from '../fair/fair-source.ts';
import { uniformInt } from '../fair/uniform-int.ts';
import { sha256Hex } from '../hash/sha256.ts';
import type { RandomSource } from '../types.ts';
import { chiSquarePValue, kolmogorovPValue, normalTwoSidedPValue } from './statistics.ts';

/** Tests pass at 99% confidence: a p-value below this fails. */
export const RNG_SIGNIFICANCE = 0.01;
/** Draws taken per nonce, as a slot round takes one per reel; then the nonce moves on as it does between rounds. */
export const DRAWS_PER_NONCE = 5;
/** Ranges the chi-square test scales to: coins, thirds, dice, roulette, percentages, dice rolls. */
export const CHI_SQUARE_RANGES = [2, 3, 6, 10, 37, 100, 10_000];

export interface RngTest {
  name: string;
  draws: number;
  statistic: string;
  pValue: number;
  passed: boolean;
}

/**
 * The real provably-fair stream across rounds: a server seed derived from the run's seed, a fixed client seed,
 * nonces 0, 1, 2, ... with `DRAWS_PER_NONCE` draws from each.
 */
export function fairStream(runSeed: string, label: string): RandomSource {
  const serverSeed = sha256Hex(`${runSeed}:${label}`);
  let nonce = 0;
  let source = fairSource({ serverSeed, clientSeed: 'certification', nonce });
  let used = 0;
  return {
    nextUint32() {
      if (used === DRAWS_PER_NONCE) {
        nonce += 1;
        source = fairSource({ serverSeed, clientSeed: 'certification', nonce });
        used = 0;
      }
      used += 1;
      return source.nextUint32();
    },
  };
}

function result(name: string, draws: number, statistic: string, pValue: number): RngTest {
  return { name, draws, statistic, pValue, passed: pValue >= RNG_SIGNIFICANCE };
}

/** Chi-square goodness of fit of `uniformInt(source, n)` to the uniform distribution on n values. */
export function chiSquareTest(source: RandomSource, n: number, draws: number): RngTest {
  const counts = new Float64Array(n);
  for (let i = 0; i < draws; i++) counts[uniformInt(source, n)]! += 1;
  const expected = draws / n;
  let statistic = 0;
  for (const count of counts) statistic += (count - expected) ** 2 / expected;
  return result(
    `chi-square, n = ${n}`,
    draws,
    `χ² = ${statistic.toFixed(2)}, df = ${n - 1}`,
    chiSquarePValue(statistic, n - 1),
  );
}

/** Wald-Wolfowitz runs test of values 0..9999 above and below their median 4999.5. */
export function runsTest(source: RandomSource, draws: number): RngTest {
  let above = 0;
  let runs = 0;
  let previous: boolean | null = null;
  for (let i = 0; i < draws; i++) {
    const high = uniformInt(source, 10_000) >= 5_000;
    if (high) above++;
    if (high !== previous) runs++;
    previous = high;
  }
  const below = draws - above;
  const mean = (2 * above * below) / draws + 1;
  const variance = ((mean - 1) * (mean - 2)) / (draws - 1);
  const z = (runs - mean) / Math.sqrt(variance);
  return result(
    'runs above/below median',
    draws,
    `runs = ${runs}, z = ${z.toFixed(3)}`,
    normalTwoSidedPValue(z),
  );
}

/** Lag-1 serial correlation of values 0..9999; r sqrt(N) is standard normal for independent draws. */
export function serialCorrelationTest(source: RandomSource, draws: number): RngTest {
  const values = new Float64Array(draws);
  let sum = 0;
  for (let i = 0; i < draws; i++) {
    values[i] = uniformInt(source, 10_000);
    sum += values[i]!;
  }
  const mean = sum / draws;
  let lagged = 0;
  let squares = 0;
  for (let i = 0; i < draws; i++) {
    const d = values[i]! - mean;
    squares += d * d;
    if (i > 0) lagged += d * (values[i - 1]! - mean);
  }
  const r = lagged / squares;
  const z = r * Math.sqrt(draws);
  return result(
    'serial correlation, lag 1',
    draws,
    `r = ${r.toFixed(5)}, z = ${z.toFixed(3)}`,
    normalTwoSidedPValue(z),
  );
}

/** Kolmogorov-Smirnov test of the full 32-bit draws, read as fractions of 2^32, against the uniform distribution. */
export function kolmogorovSmirnovTest(source: RandomSource, draws: number): RngTest {
  const values = new Float64Array(draws);
  for (let i = 0; i < draws; i++) values[i] = uniformInt(source, 0x1_0000_0000) / 0x1_0000_0000;
  values.sort();
  let d = 0;
  for (let i = 0; i < draws; i++) d = Math.max(d, (i + 1) / draws - values[i]!, values[i]! - i / draws);
  return result('Kolmogorov-Smirnov, 32-bit draws', draws, `D = ${d.toFixed(6)}`, kolmogorovPValue(d, draws));
}

/**
 * Pearson's chi-square of counts against exact chances (fractions summing to one): the chance features' draws are
 * checked against the very odds they publish.
 */
function goodnessOfFit(
  name: string,
  draws: number,
  counts: readonly number[],
  chances: readonly Fraction[],
): RngTest {
  let statistic = 0;
  chances.forEach((chance, index) => {
    const expected = draws * toNumber(chance);
    statistic += ((counts[index] ?? 0) - expected) ** 2 / expected;
  });
  const degrees = chances.length - 1;
  return result(
    name,
    draws,
    `χ² = ${statistic.toFixed(2)}, df = ${degrees}`,
    chiSquarePValue(statistic, degrees),
  );
}

/** The dice activities' throw (two dice, sectors 2 to 12) against its exact sector chances. */
export function twoDiceTest(source: RandomSource, draws: number): RngTest {
  const counts = DICE_SECTORS.map(() => 0);
  for (let i = 0; i < draws; i++) counts[throwTwoDice(source).sector - DICE_SECTORS[0]]! += 1;
  return goodnessOfFit(
    'dice activities: two-dice sectors',
    draws,
    counts,
    DICE_SECTORS.map(diceSectorChance),
  );
}

/**
 * The wheel of fortune's spin (a ticket scaled to the total weight, mapped through the cumulative weights) on a
 * representative wheel, the demo's, against its exact segment chances, the odds the wheel publishes.
 */
export function wheelTest(source: RandomSource, draws: number): RngTest {
  const weights = REPRESENTATIVE_WHEEL_WEIGHTS;
  const counts = weights.map(() => 0);
  for (let i = 0; i < draws; i++) counts[spinWheel(source, weights).segment]! += 1;
  const chances = weights.map((_, segment) => wheelSegmentChance(weights, segment));
  return goodnessOfFit('wheel of fortune: weighted segments', draws, counts, chances);
}

/** The certified lottery draw: three ordered winners of a pool of ten, 720 equally likely outcomes. */
const LOTTERY_POOL = 10;
const LOTTERY_WINNERS = 3;

/**
 * The lottery draw (a partial shuffle of the entered tickets) against its exact law: every ordered choice of
 * winners equally likely. Each draw is one observation of the ordered triple, so the test covers the whole
 * without-replacement joint distribution, not only each ticket's chance of winning.
 */
export function lotteryTest(source: RandomSource, draws: number): RngTest {
  const index = (winners: readonly number[]) =>
    winners.reduce((sum, position) => sum * LOTTERY_POOL + position, 0);
  const counts = new Array<number>(LOTTERY_POOL ** LOTTERY_WINNERS).fill(0);
  for (let i = 0; i < draws; i++)
    counts[index(drawLotteryWinners(source, LOTTERY_POOL, LOTTERY_WINNERS))]! += 1;
  const possible = counts.map((_, code) => {
    const positions = [Math.floor(code / 100), Math.floor(code / 10) % 10, code % 10];
    return new Set(positions).size === LOTTERY_WINNERS;
  });
  if (counts.some((count, code) => count > 0 && !possible[code]))
    throw new Error('the lottery draw gave the same ticket twice');
  const observed = counts.filter((_, code) => possible[code]);
  return goodnessOfFit(
    'lottery: ordered winners of a pool',
    draws,
    observed,
    observed.map(() => fraction(1, observed.length)),
  );
}

/** A representative prize drop: a stake holding a quarter of the tickets, 20 big prizes and 100 small ones left. */
const DROP_TICKETS = JACKPOT_TICKETS / 4;
const DROP_PRIZES_LEFT = [20, 100];

/**
 * A drop's draw (the stake's trigger, then the prize picked from those left by the next value of the stream)
 * against its exact law: no drop with 3/4, each prize line with 1/4 times its share of the prizes left.
 */
export function dropTest(source: RandomSource, draws: number): RngTest {
  const counts = [0, ...DROP_PRIZES_LEFT.map(() => 0)];
  for (let i = 0; i < draws; i++) {
    const { pick } = drawDrop(source, DROP_TICKETS, DROP_PRIZES_LEFT);
    counts[pick ? pick.line + 1 : 0]! += 1;
  }
  const left = DROP_PRIZES_LEFT.reduce((sum, count) => sum + count, 0);
  const chances = [fraction(3, 4), ...DROP_PRIZES_LEFT.map((count) => fraction(count, 4 * left))];
  return goodnessOfFit('prize drops: trigger and prize picked', draws, counts, chances);
}

/** The demo's jackpot-sevens in minor units: ₴777 seed amount, must drop before ₴7,777. */
const SEVENS_TERMS = { seedAmount: 777_00, dropCeiling: 7_777_00 };
const SEVENS_BINS = 100;

/**
 * Jackpot-sevens' drop points, each from its round's own server seed (here 256 bits of the certified stream, as a
 * round's seed is 256 random bits), against the uniform law over the seed amount to the ceiling, in 100 equal bins.
 */
export function sevensDropPointTest(source: RandomSource, draws: number): RngTest {
  const span = SEVENS_TERMS.dropCeiling - SEVENS_TERMS.seedAmount;
  const counts = new Array<number>(SEVENS_BINS).fill(0);
  for (let i = 0; i < draws; i++) {
    const words = Array.from({ length: 8 }, () => source.nextUint32().toString(16).padStart(8, '0'));
    const point = fairDropPoint(words.join(''), SEVENS_TERMS) - SEVENS_TERMS.seedAmount;
    counts[Math.floor((point * SEVENS_BINS) / span)]! += 1;
  }
  return goodnessOfFit(
    'jackpot-sevens: drop points',
    draws,
    counts,
    counts.map(() => fraction(1, SEVENS_BINS)),
  );
}

/**
 * The RNG battery on the real `fairSource` + `uniformInt`, and the chance features' draws on the same stream:
 * test ids, each run on its own stream.
 */
export const RNG_TEST_IDS = [
  ...CHI_SQUARE_RANGES.map((n) => `chi-square-${n}`),
  'runs',
  'serial',
  'ks',
  'two-dice',
  'wheel',
  'lottery',
  'drops',
  'sevens',
];

export function runRngTest(id: string, source: RandomSource, draws: number): RngTest {
  if (id === 'runs') return runsTest(source, draws);
  if (id === 'serial') return serialCorrelationTest(source, draws);
  if (id === 'ks') return kolmogorovSmirnovTest(source, draws);
  if (id === 'two-dice') return twoDiceTest(source, draws);
  if (id === 'wheel') return wheelTest(source, draws);
  if (id === 'lottery') return lotteryTest(source, draws);
  if (id === 'drops') return dropTest(source, draws);
  if (id === 'sevens') return sevensDropPointTest(source, draws);
  const n = Number(id.replace('chi-square-', ''));
  if (!CHI_SQUARE_RANGES.includes(n)) throw new RangeError(`unknown RNG test ${id}`);
  return chiSquareTest(source, n, draws);
}
