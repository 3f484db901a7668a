import { add, type Fraction, fraction, mul, ONE, sub, ZERO } from '../../exact/fraction.ts';
import { type CompiledSlot, evaluateLine } from './compiled-slot.ts';
import { FREE_SPINS_TRIGGER, REELS, ROWS } from './config.ts';

export interface VideoSlotExactRtp {
  /** Expected line win of one spin, in stakes. */
  lineReturn: Fraction;
  /** Expected scatter win of one spin, in stakes. */
  scatterReturn: Fraction;
  /** Chance that a spin shows three or more scatters (triggers or retriggers free spins). */
  triggerChance: Fraction;
  /** Expected number of free spins played once triggered, retriggers and the cap included. */
  expectedFreeSpins: Fraction;
  /** Expected free-spin win per round, in stakes. */
  freeSpinsReturn: Fraction;
  rtp: Fraction;
}

/** How often each symbol sits on a reel: [symbol, copies] pairs, and the strip length. */
function reelFrequencies(strip: readonly number[]): { symbols: [number, number][]; length: number } {
  const counts = new Map<number, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return { symbols: [...counts.entries()], length: strip.length };
}

/**
 * Expected pay of one line in line stakes. Each reel stops uniformly, so the symbol a line crosses on a reel is
 * distributed as the strip's symbol frequencies, whatever the row, and the reels are independent: every
 * combination of symbols is weighed by the product of their copies.
 */
function lineReturn(slot: CompiledSlot): Fraction {
  const reels = slot.strips.map(reelFrequencies);
  const line = new Array<number>(REELS);
  let total = 0n;
  const walk = (reel: number, weight: number) => {
    if (reel === REELS) {
      const pay = evaluateLine(slot, line)[2];
      if (pay > 0) total += BigInt(weight) * BigInt(pay);
      return;
    }
    for (const [symbol, copies] of reels[reel]!.symbols) {
      line[reel] = symbol;
      walk(reel + 1, weight * copies);
    }
  };
  walk(0, 1);
  return fraction(
    total,
    reels.reduce((product, r) => product * BigInt(r.length), 1n),
  );
}

/** The exact distribution of the number of scatters on screen: per reel over its stops, then convolved. */
export function scatterDistribution(slot: CompiledSlot): Fraction[] {
  let weights = [1n];
  let outcomes = 1n;
  for (const strip of slot.strips) {
    const perReel = new Array<bigint>(ROWS + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === slot.scatter) count++;
      perReel[count]! += 1n;
    }
    const next = new Array<bigint>(weights.length + ROWS).fill(0n);
    weights.forEach((w, i) => {
      perReel.forEach((r, j) => {
        next[i + j]! += w * r;
      });
    });
    weights = next;
    outcomes *= BigInt(strip.length);
  }
  return weights.map((w) => fraction(w, outcomes));
}

/**
 * Expected free spins played after a trigger: each spin retriggers with chance p, adding `spins` more, never beyond
 * `maxSpins` in total. With E(left, awarded) the spins still to come,
 * E(left, awarded) = 1 + p E(left - 1 + added, awarded + added) + (1 - p) E(left - 1, awarded), worked out level by
 * level of `awarded` from the cap down (at the cap nothing is added, so E = left).
 */
export function expectedFreeSpins(p: Fraction, spins: number, maxSpins: number): Fraction {
  const levels: number[] = [];
  for (let awarded = spins; ; awarded = Math.min(awarded + spins, maxSpins)) {
    levels.push(awarded);
    if (awarded === maxSpins) break;
  }
  const q = sub(ONE, p);
  let above: Fraction[] = [];
  for (let level = levels.length - 1; level >= 0; level--) {
    const awarded = levels[level]!;
    const added = (levels[level + 1] ?? awarded) - awarded;
    const row: Fraction[] = [ZERO];
    for (let left = 1; left <= awarded; left++) {
      const retriggered = added > 0 ? above[left - 1 + added]! : row[left - 1]!;
      row.push(add(ONE, add(mul(p, retriggered), mul(q, row[left - 1]!))));
    }
    above = row;
  }
  return above[spins]!;
}

/**
 * The exact RTP: a spin returns v = line + scatter; three or more scatters (chance t) start free spins worth
 * v x multiplier each, E[N] of them on average (Wald: whether spin k is played depends only on earlier spins), so
 * RTP = v x (1 + t x multiplier x E[N]). Exact because the maximum possible win is below the cap (see `maxWinBound`).
 */
export function videoSlotExactRtp(slot: CompiledSlot): VideoSlotExactRtp {
  const { spins, multiplier, maxSpins } = slot.config.freeSpins;
  const lines = lineReturn(slot);
  const distribution = scatterDistribution(slot);
  let scatter = ZERO;
  let trigger = ZERO;
  distribution.forEach((chance, count) => {
    scatter = add(scatter, mul(chance, fraction(slot.scatterPays[count] ?? 0)));
    if (count >= FREE_SPINS_TRIGGER) trigger = add(trigger, chance);
  });
  const spinValue = add(lines, scatter);
  const freeSpinCount = expectedFreeSpins(trigger, spins, maxSpins);
  const freeSpinsReturn = mul(mul(trigger, freeSpinCount), mul(spinValue, fraction(multiplier)));
  return {
    lineReturn: lines,
    scatterReturn: scatter,
    triggerChance: trigger,
    expectedFreeSpins: freeSpinCount,
    freeSpinsReturn,
    rtp: add(spinValue, freeSpinsReturn),
  };
}
