import { type Fraction, fraction } from '../../exact/fraction.ts';
import { type CompiledSlot, evaluateLine } from './compiled-slot.ts';
import { PAYLINES, REELS, ROWS } from './config.ts';

const PREFIX = 3;

function windowAt(strip: readonly number[], stop: number): number[] {
  return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
}

function distinct(strip: readonly number[]): number[] {
  return [...new Set(strip)];
}

/** The spin's line pays in line stakes, plus its scatter pay in stakes converted to line stakes. */
function windowPay(slot: CompiledSlot, windows: readonly (readonly number[])[]): number {
  const line = new Array<number>(REELS);
  let pay = 0;
  let scatters = 0;
  for (const column of windows) for (const symbol of column) if (symbol === slot.scatter) scatters++;
  for (const rows of PAYLINES) {
    for (let reel = 0; reel < REELS; reel++) line[reel] = windows[reel]![rows[reel]!]!;
    pay += evaluateLine(slot, line)[2];
  }
  return pay + slot.scatterPays[scatters]! * PAYLINES.length;
}

/**
 * The largest win one spin can show, in line stakes (a twentieth of the stake), by branch and bound over the reel stops: for each stop of the first
 * three reels, every line's best pay over any symbols on the last two reels (and the best scatter count still
 * possible) bounds what the prefix can reach; prefixes are tried best bound first and the search ends once no
 * bound can beat the best spin found.
 */
export function maxSpinWin(slot: CompiledSlot): number {
  const tails = [distinct(slot.strips[3]!), distinct(slot.strips[4]!)];
  const bestLineAfter = new Map<string, number>();
  const lineBound = (a: number, b: number, c: number): number => {
    const key = `${a},${b},${c}`;
    let best = bestLineAfter.get(key);
    if (best === undefined) {
      best = 0;
      for (const d of tails[0]!)
        for (const e of tails[1]!) best = Math.max(best, evaluateLine(slot, [a, b, c, d, e])[2]);
      bestLineAfter.set(key, best);
    }
    return best;
  };
  const maxScattersPerReel = (strip: readonly number[]) =>
    Math.max(...strip.map((_, stop) => windowAt(strip, stop).filter((s) => s === slot.scatter).length));
  const tailScatters = maxScattersPerReel(slot.strips[3]!) + maxScattersPerReel(slot.strips[4]!);

  const [first, second, third] = slot.strips.slice(0, PREFIX) as [number[], number[], number[]];
  const prefixes: { stops: number[]; bound: number }[] = [];
  for (let i = 0; i < first.length; i++) {
    for (let j = 0; j < second.length; j++) {
      for (let k = 0; k < third.length; k++) {
        const windows = [windowAt(first, i), windowAt(second, j), windowAt(third, k)];
        let bound = 0;
        for (const rows of PAYLINES) {
          bound += lineBound(windows[0]![rows[0]!]!, windows[1]![rows[1]!]!, windows[2]![rows[2]!]!);
        }
        const scatters = windows.flat().filter((s) => s === slot.scatter).length;
        const bestScatter = Math.max(...slot.scatterPays.slice(scatters, scatters + tailScatters + 1));
        prefixes.push({ stops: [i, j, k], bound: bound + bestScatter * PAYLINES.length });
      }
    }
  }
  prefixes.sort((x, y) => y.bound - x.bound);

  let best = 0;
  const [fourth, fifth] = slot.strips.slice(PREFIX) as [number[], number[]];
  for (const prefix of prefixes) {
    if (prefix.bound <= best) break;
    const windows = prefix.stops.map((stop, reel) => windowAt(slot.strips[reel]!, stop));
    for (let l = 0; l < fourth.length; l++) {
      for (let m = 0; m < fifth.length; m++) {
        best = Math.max(best, windowPay(slot, [...windows, windowAt(fourth, l), windowAt(fifth, m)]));
      }
    }
  }
  return best;
}

/**
 * The largest win a round can reach, in stakes: the best spin on the base game and on every one of the most free
 * spins a round can hold, those multiplied. When it is within `maxWinMultiplier` the cap never cuts a win, so the
 * analytic RTP is the game's exact RTP.
 */
export function maxRoundWin(slot: CompiledSlot): Fraction {
  const { multiplier, maxSpins } = slot.config.freeSpins;
  return fraction(maxSpinWin(slot) * (1 + multiplier * maxSpins), PAYLINES.length);
}
