import { type FeedOutcome, MIN_ODDS, type Odds } from '../protocol.ts';

/** Above this an outcome is too unlikely to offer: it stays in the market, inactive. */
const MAX_ODDS: Odds = 100_000;

export interface OutcomeProbability {
  readonly id: string;
  readonly probability: number;
}

/**
 * Prices a market's outcomes from the model's probabilities with the house margin spread over them in proportion
 * (a 5% margin makes the implied probabilities add up to 1.05), rounded down to the hundredth, never below 1.01.
 * The probabilities come from floating-point models; the prices they give are exact integers from here on.
 * Outcomes that overlap (double chance: 1X, 12, X2) are priced one by one instead of as shares of one whole.
 */
export function priceOutcomes(
  outcomes: readonly OutcomeProbability[],
  margin: number,
  overlapping = false,
): FeedOutcome[] {
  const total = overlapping ? 1 : outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  return outcomes.map(({ id, probability }) => {
    const implied = (probability / total) * (1 + margin);
    const odds = implied > 0 ? Math.floor(100 / implied) : Number.POSITIVE_INFINITY;
    if (odds > MAX_ODDS) return { id, odds: MAX_ODDS, active: false };
    return { id, odds: Math.max(MIN_ODDS, odds), active: true };
  });
}

/** The first outcome's chance on a line with a push (a whole-number handicap): the push returns the stake, so it is priced out. */
export function withoutPush(win: number, lose: number): number {
  const decided = win + lose;
  return decided > 0 ? win / decided : 0.5;
}
