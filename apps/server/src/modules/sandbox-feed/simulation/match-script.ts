import type { ModelledMarket } from '../pricing/priced-market.ts';
import type { BetStopReason, LiveState, MarketRef, MarketSettlement } from '../protocol.ts';

/** One moment of a live match: its state and prices, and whether betting stops at it (a goal, a dangerous attack). */
export interface MatchStep {
  /** Match time in seconds since kick-off, counting breaks. */
  readonly second: number;
  readonly live: LiveState;
  readonly markets: readonly ModelledMarket[];
  readonly stop?: BetStopReason;
}

/** A match played out from its seed: the live steps, when it ends, and how each market it offered settles. */
export interface MatchScript {
  readonly steps: readonly MatchStep[];
  readonly endSecond: number;
  readonly final: LiveState;
  settle(market: MarketRef): MarketSettlement;
}

/** What a sport's model offers before kick-off; `drift` moves its inputs a little so the lines move. */
export interface SportModel {
  prematch(drift: number): readonly ModelledMarket[];
  play(): MatchScript;
}

export function notStarted(period = 'not_started'): LiveState {
  return { status: 'not_started', period, score: { home: 0, away: 0 }, periodScores: [] };
}

type Score = { home: number; away: number };

/** The live state of a sport with a match clock, copied so that later goals or points do not reach earlier steps. */
export function clockedState(
  score: Score,
  periodScores: readonly (Score & { period: string })[],
  period: string,
  playedMinutes: number,
  status: LiveState['status'] = 'live',
): LiveState {
  return {
    status,
    period,
    clockSeconds: playedMinutes * 60,
    score: { ...score },
    periodScores: periodScores.map((entry) => ({ ...entry })),
  };
}
