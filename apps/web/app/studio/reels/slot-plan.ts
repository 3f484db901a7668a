import type {
  ClassicSlotOutcome,
  ClassicSlotPaytable,
  VideoSlotOutcome,
  VideoSlotPaytable,
} from '@casino/game-math';
import { cellKey } from './reel-set';

/**
 * How a slot round is shown, step by step, from its outcome: the reels spin to each grid, then the wins of that
 * grid light up; free spins are announced and counted. Nothing here decides anything: it replays the outcome.
 */
export type SlotStep =
  | { kind: 'spin'; grid: string[][]; quick: boolean }
  | {
      kind: 'show';
      /** Cells to light (`reel:row`). */
      lit: string[];
      /** Paylines to draw. */
      lines: number[];
      /** What this grid paid, and the round's running total after it. */
      win: number;
      total: number;
    }
  | { kind: 'feature'; spins: number; multiplier: number }
  | { kind: 'free-spin'; number: number; of: number; multiplier: number };

type LineShapes = readonly (readonly number[])[];

function lineCells(shape: readonly number[], count: number): string[] {
  return shape.slice(0, count).map((row, reel) => cellKey(reel, row));
}

function scatterCells(grid: readonly (readonly string[])[], scatter: string | undefined): string[] {
  const cells: string[] = [];
  grid.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === scatter) cells.push(cellKey(reel, row));
    });
  });
  return cells;
}

function unique(cells: string[]): string[] {
  return [...new Set(cells)];
}

interface VideoSpin {
  grid: string[][];
  lineWins: { line: number; count: number; win: number }[];
  scatterWin: number;
}

function videoShow(
  spin: VideoSpin,
  shapes: LineShapes,
  scatter: string | undefined,
  total: number,
): SlotStep {
  const scatters = scatterCells(spin.grid, scatter);
  const cells = spin.lineWins.flatMap((lineWin) => lineCells(shapes[lineWin.line] ?? [], lineWin.count));
  const win = spin.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0) + spin.scatterWin;
  return {
    kind: 'show',
    lit: unique([...cells, ...(spin.scatterWin > 0 ? scatters : [])]),
    lines: spin.lineWins.map((lineWin) => lineWin.line),
    win,
    total: total + win,
  };
}

/** The paid spin, then (when its scatters award them) the free spins with their multiplier and retriggers. */
export function videoSlotPlan(outcome: VideoSlotOutcome, paytable: VideoSlotPaytable): SlotStep[] {
  const scatter = paytable.symbols.find((symbol) => symbol.role === 'scatter')?.id;
  const { triggerCount, spins, maxSpins } = paytable.freeSpins;
  const steps: SlotStep[] = [{ kind: 'spin', grid: outcome.grid, quick: false }];
  const base = videoShow(outcome, paytable.lines, scatter, 0);
  steps.push(base);
  let total = base.kind === 'show' ? base.total : 0;
  if (outcome.freeSpins.length === 0) return steps;
  steps.push({ kind: 'feature', spins, multiplier: outcome.multiplier });
  let awarded = spins;
  outcome.freeSpins.forEach((free, index) => {
    steps.push({ kind: 'free-spin', number: index + 1, of: awarded, multiplier: outcome.multiplier });
    steps.push({ kind: 'spin', grid: free.grid, quick: true });
    const shown = videoShow(free, paytable.lines, scatter, total);
    steps.push(shown);
    if (shown.kind === 'show') total = shown.total;
    // A retrigger adds spins, as the maths did, up to the most a round may have.
    if (scatterCells(free.grid, scatter).length >= triggerCount)
      awarded = Math.min(awarded + spins, maxSpins);
  });
  return steps;
}

/** The classic slot: one spin, and each winning line lit across all three reels. */
export function classicSlotPlan(outcome: ClassicSlotOutcome, paytable: ClassicSlotPaytable): SlotStep[] {
  const win = outcome.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0);
  return [
    { kind: 'spin', grid: outcome.grid, quick: false },
    {
      kind: 'show',
      lit: unique(outcome.lineWins.flatMap((lineWin) => lineCells(paytable.lines[lineWin.line] ?? [], 3))),
      lines: outcome.lineWins.map((lineWin) => lineWin.line),
      win,
      total: win,
    },
  ];
}
