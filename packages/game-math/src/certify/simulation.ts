import type { RandomSource, StudioGameDefinition } from '../types.ts';
import { Z_99 } from './statistics.ts';

/** Running sums of simulated rounds, mergeable across workers. Amounts in minor units at a fixed stake. */
export interface SimulationTotals {
  rounds: number;
  bet: number;
  won: number;
  /** Sum of (win / bet)^2, for the sample variance. */
  squares: number;
  hits: number;
  maxWin: number;
  /** Rounds whose win broke an invariant (negative, fractional or above the cap). */
  invalid: number;
}

export function emptyTotals(bet: number): SimulationTotals {
  return { rounds: 0, bet, won: 0, squares: 0, hits: 0, maxWin: 0, invalid: 0 };
}

/** Plays `rounds` rounds of the game's own `play` on `source` at stake `bet`. */
export function simulateRounds(
  game: StudioGameDefinition,
  source: RandomSource,
  rounds: number,
  bet: number,
  params: Record<string, unknown> = {},
): SimulationTotals {
  const totals = emptyTotals(bet);
  const cap = game.maxWinMultiplier * bet;
  for (let i = 0; i < rounds; i++) {
    const { win } = game.play(source, bet, params);
    if (!Number.isInteger(win) || win < 0 || win > cap) totals.invalid++;
    const ratio = win / bet;
    totals.won += win;
    totals.squares += ratio * ratio;
    if (win > 0) totals.hits++;
    if (win > totals.maxWin) totals.maxWin = win;
  }
  totals.rounds = rounds;
  return totals;
}

export function mergeTotals(a: SimulationTotals, b: SimulationTotals): SimulationTotals {
  if (a.bet !== b.bet) throw new RangeError('mergeTotals: different stakes');
  return {
    rounds: a.rounds + b.rounds,
    bet: a.bet,
    won: a.won + b.won,
    squares: a.squares + b.squares,
    hits: a.hits + b.hits,
    maxWin: Math.max(a.maxWin, b.maxWin),
    invalid: a.invalid + b.invalid,
  };
}

export interface SimulationVerdict {
  rtp: number;
  standardDeviation: number;
  /** 99% confidence interval of the RTP from the sample variance. */
  low: number;
  high: number;
  hitRate: number;
  failures: string[];
}

/** The simulated RTP with its 99% confidence interval, and whether the published RTP lies inside it. */
export function simulationVerdict(publishedBp: number, totals: SimulationTotals): SimulationVerdict {
  const n = totals.rounds;
  const rtp = totals.won / totals.bet / n;
  const variance = Math.max(0, (totals.squares - n * rtp * rtp) / (n - 1));
  const standardDeviation = Math.sqrt(variance);
  const halfWidth = (Z_99 * standardDeviation) / Math.sqrt(n);
  const published = publishedBp / 10_000;
  const failures: string[] = [];
  if (published < rtp - halfWidth || published > rtp + halfWidth) {
    failures.push(`published ${publishedBp} bp outside the 99% interval of ${n} simulated rounds`);
  }
  if (totals.invalid > 0)
    failures.push(`${totals.invalid} rounds paid a negative, fractional or over-cap win`);
  return {
    rtp,
    standardDeviation,
    low: rtp - halfWidth,
    high: rtp + halfWidth,
    hitRate: totals.hits / n,
    failures,
  };
}
