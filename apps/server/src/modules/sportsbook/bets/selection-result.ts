import type { SportSelectionResult } from '@casino/contracts';
import type { MarketState } from './sport-bets.repository.ts';

/**
 * A selection's result as its market stands: void when the bet was placed in a window the feed voided or the market
 * was cancelled; from the market's results once it is settled (a void factor of a half makes a half result); open
 * otherwise, and again after a settlement is rolled back.
 */
export function selectionResult(
  selection: { outcomeId: string; placedAt: number },
  market: Pick<MarketState, 'status' | 'results'> | undefined,
  cancelWindows: readonly (readonly [number, number])[],
): SportSelectionResult {
  if (cancelWindows.some(([start, end]) => selection.placedAt >= start && selection.placedAt < end))
    return 'void';
  if (!market) return 'open';
  if (market.status === 'cancelled') return 'void';
  if (market.status !== 'settled' || !market.results) return 'open';
  const result = market.results.find((candidate) => candidate.id === selection.outcomeId);
  if (!result) return 'open';
  if (result.voidFactor === 1) return 'void';
  if (result.voidFactor === 0.5) return result.result === 1 ? 'half_won' : 'half_lost';
  return result.result === 1 ? 'won' : 'lost';
}
