import type { FeedMarket, MarketSettlement, OutcomeResult } from '../protocol.ts';
import { type OutcomeProbability, priceOutcomes } from './odds.ts';

/** A market as a model sees it: outcomes with probabilities and the margin its type carries. */
export interface ModelledMarket {
  readonly id: string;
  readonly specifiers: Readonly<Record<string, string>>;
  readonly margin: number;
  readonly outcomes: readonly OutcomeProbability[];
  /** More than one outcome can win (double chance). */
  readonly overlapping?: boolean;
}

export function toFeedMarket(market: ModelledMarket, status: FeedMarket['status'] = 'active'): FeedMarket {
  return {
    id: market.id,
    specifiers: market.specifiers,
    status,
    outcomes: priceOutcomes(market.outcomes, market.margin, market.overlapping),
  };
}

/** How a line is spelt in a specifier: `2.5`, `-1.5`, `0`. */
export function lineSpecifier(line: number): string {
  return String(Math.round(line * 100) / 100);
}

export function won(id: string): OutcomeResult {
  return { id, result: 1, voidFactor: 0 };
}

export function lost(id: string): OutcomeResult {
  return { id, result: 0, voidFactor: 0 };
}

export function pushed(id: string): OutcomeResult {
  return { id, result: 0, voidFactor: 1 };
}

/** Settles a two-way line: positive `edge` wins the first outcome, negative the second, zero returns both stakes. */
export function settleLine(
  market: Pick<MarketSettlement, 'id' | 'specifiers'>,
  [first, second]: readonly [string, string],
  edge: number,
): MarketSettlement {
  const outcomes =
    edge === 0
      ? [pushed(first), pushed(second)]
      : edge > 0
        ? [won(first), lost(second)]
        : [lost(first), won(second)];
  return { ...market, outcomes };
}

/** Settles a market where exactly one of `ids` wins. */
export function settleOneOf(
  market: Pick<MarketSettlement, 'id' | 'specifiers'>,
  ids: readonly string[],
  winner: string,
): MarketSettlement {
  return { ...market, outcomes: ids.map((id) => (id === winner ? won(id) : lost(id))) };
}

/** A market of two outcomes that share every chance: the first wins with `chance`, the second otherwise. */
export function twoWayMarket(
  id: string,
  specifiers: Readonly<Record<string, string>>,
  margin: number,
  [first, second]: readonly [string, string],
  chance: number,
): ModelledMarket {
  return {
    id,
    specifiers,
    margin,
    outcomes: [
      { id: first, probability: chance },
      { id: second, probability: 1 - chance },
    ],
  };
}
