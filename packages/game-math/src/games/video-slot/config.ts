import type { Localized, MathVolatility } from '../../types.ts';
import type { ReelCounts } from '../strip.ts';

export interface VideoSlotSymbol {
  id: string;
  /** Art key the game client draws the symbol with. */
  glyph: string;
  labels: Localized;
  role: 'regular' | 'wild' | 'scatter';
  /**
   * Symbols in a row on a line from the leftmost reel -> multiplier of the line stake; for the scatter, symbols
   * anywhere on the screen -> multiplier of the total stake.
   */
  pays: Partial<Record<2 | 3 | 4 | 5, number>>;
}

export interface VideoSlotConfig {
  slug: string;
  titles: Localized;
  theme: string;
  volatility: MathVolatility;
  /** Published RTP in basis points: the exact RTP of this configuration, rounded. */
  rtp: number;
  maxWinMultiplier: number;
  symbols: readonly VideoSlotSymbol[];
  /** Five reels, left to right, as symbol counts that `buildStrip` lays out. */
  reels: readonly [ReelCounts, ReelCounts, ReelCounts, ReelCounts, ReelCounts];
  /** Three or more scatters award `spins` free spins paid `multiplier` times; retriggers add `spins`, up to `maxSpins`. */
  freeSpins: { spins: number; multiplier: number; maxSpins: number };
}

export const REELS = 5;
export const ROWS = 3;
export const FREE_SPINS_TRIGGER = 3;

/** The 20 fixed paylines: the row (0 = top) each line crosses on reels 1..5. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];
