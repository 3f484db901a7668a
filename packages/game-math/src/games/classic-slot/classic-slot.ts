import { uniformInt } from '../../fair/uniform-int.ts';
import type {
  ClassicSlotCombination,
  ClassicSlotLineWin,
  ClassicSlotOutcome,
  Localized,
  RandomSource,
} from '../../types.ts';

export interface ClassicSlotConfig {
  symbols: readonly { id: string; glyph: string; labels: Localized }[];
  /** Best first: a line pays the first combination it matches. */
  combinations: readonly ClassicSlotCombination[];
  /** Three reel strips, symbol ids in order. */
  strips: readonly [readonly string[], readonly string[], readonly string[]];
  maxWinMultiplier: number;
}

export const CLASSIC_REELS = 3;
export const CLASSIC_ROWS = 3;
/** Five lines: the three rows and the two diagonals, as the row crossed on each reel. */
export const CLASSIC_LINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** The window shown when the reels stop at `stops` (the top row's position on each strip). */
export function classicGrid(config: ClassicSlotConfig, stops: readonly number[]): string[][] {
  return config.strips.map((strip, reel) =>
    Array.from({ length: CLASSIC_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

export function classicLineCombination(
  config: ClassicSlotConfig,
  symbols: readonly string[],
): ClassicSlotCombination | undefined {
  return config.combinations.find((combination) => symbols.every((s) => combination.symbols.includes(s)));
}

/** Line wins of a window: each line's best combination times the line stake (stake / 5, rounded down). */
export function evaluateClassicGrid(
  config: ClassicSlotConfig,
  grid: readonly (readonly string[])[],
  bet: number,
): ClassicSlotLineWin[] {
  const wins: ClassicSlotLineWin[] = [];
  CLASSIC_LINES.forEach((rows, line) => {
    const combination = classicLineCombination(
      config,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    if (combination) {
      wins.push({
        line,
        combination: combination.id,
        win: Math.floor((combination.pay * bet) / CLASSIC_LINES.length),
      });
    }
  });
  return wins;
}

export function playClassicSlot(
  config: ClassicSlotConfig,
  source: RandomSource,
  bet: number,
): ClassicSlotOutcome {
  const stops = config.strips.map((strip) => uniformInt(source, strip.length));
  const grid = classicGrid(config, stops);
  const lineWins = evaluateClassicGrid(config, grid, bet);
  const total = lineWins.reduce((sum, w) => sum + w.win, 0);
  return { grid, lineWins, totalWin: Math.min(total, config.maxWinMultiplier * bet) };
}
