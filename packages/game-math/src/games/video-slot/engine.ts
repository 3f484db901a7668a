import { uniformInt } from '../../fair/uniform-int.ts';
import type { LineWin, RandomSource, VideoSlotOutcome, VideoSlotSpin } from '../../types.ts';
import { type CompiledSlot, evaluateLine, LINE_COUNT } from './compiled-slot.ts';
import { FREE_SPINS_TRIGGER, PAYLINES, REELS, ROWS } from './config.ts';

interface Spin extends VideoSlotSpin {
  scatters: number;
}

/** One spin: a stop per reel (reel by reel, uniformly on the strip), then line and scatter wins times `multiplier`. */
function spin(slot: CompiledSlot, source: RandomSource, bet: number, multiplier: number): Spin {
  const window: number[][] = [];
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const strip = slot.strips[reel]!;
    const stop = uniformInt(source, strip.length);
    const column: number[] = [];
    for (let row = 0; row < ROWS; row++) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === slot.scatter) scatters++;
      column.push(symbol);
    }
    window.push(column);
  }

  const lineWins: LineWin[] = [];
  const line = new Array<number>(REELS);
  let win = 0;
  PAYLINES.forEach((rows, index) => {
    for (let reel = 0; reel < REELS; reel++) line[reel] = window[reel]![rows[reel]!]!;
    const [symbol, count, pay] = evaluateLine(slot, line);
    if (pay === 0) return;
    const lineWin = Math.floor((pay * bet * multiplier) / LINE_COUNT);
    lineWins.push({ line: index, symbol: slot.ids[symbol]!, count, win: lineWin });
    win += lineWin;
  });
  const scatterWin = slot.scatterPays[scatters]! * bet * multiplier;
  win += scatterWin;
  const grid = window.map((column) => column.map((symbol) => slot.ids[symbol]!));
  return { grid, lineWins, scatterWin, win, scatters };
}

/**
 * One game cycle: the base spin and, when it shows three or more scatters, all its free spins (retriggers add
 * spins up to the game's maximum), each paid with the free-spin multiplier. The total is capped at
 * maxWinMultiplier x stake, a cap certification proves no round of a published configuration reaches.
 */
export function playVideoSlot(slot: CompiledSlot, source: RandomSource, bet: number): VideoSlotOutcome {
  const { spins, multiplier, maxSpins } = slot.config.freeSpins;
  const base = spin(slot, source, bet, 1);
  const freeSpins: VideoSlotSpin[] = [];
  let awarded = base.scatters >= FREE_SPINS_TRIGGER ? spins : 0;
  let total = base.win;
  while (freeSpins.length < awarded) {
    const { scatters, ...free } = spin(slot, source, bet, multiplier);
    if (scatters >= FREE_SPINS_TRIGGER) awarded = Math.min(awarded + spins, maxSpins);
    freeSpins.push(free);
    total += free.win;
  }
  return {
    grid: base.grid,
    lineWins: base.lineWins,
    scatterWin: base.scatterWin,
    freeSpinsAwarded: awarded,
    freeSpins,
    multiplier,
    totalWin: Math.min(total, slot.config.maxWinMultiplier * bet),
  };
}
