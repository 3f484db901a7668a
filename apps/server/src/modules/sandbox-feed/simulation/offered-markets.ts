import type { FeedMarket, MarketRef } from '../protocol.ts';

export function marketKey(market: MarketRef): string {
  return `${market.id}|${Object.entries(market.specifiers)
    .map(([key, value]) => `${key}=${value}`)
    .join('|')}`;
}

/**
 * The markets a fixture quotes as its prices move: a price change that no longer quotes a line (a total or a
 * handicap the score has left behind) withdraws it, deactivated with its last prices, as real feeds do; and every
 * market ever quoted is one the settlement must cover.
 */
export class OfferedMarkets {
  readonly #ever = new Map<string, MarketRef>();
  #current = new Map<string, FeedMarket>();

  /** The markets of one price change, with those the previous one quoted and this one does not, deactivated. */
  quote(markets: readonly FeedMarket[]): FeedMarket[] {
    const next = new Map(markets.map((market) => [marketKey(market), market]));
    const withdrawn = [...this.#current]
      .filter(([key, market]) => !next.has(key) && market.status !== 'deactivated')
      .map(([, market]): FeedMarket => ({ ...market, status: 'deactivated' }));
    for (const [key, market] of next) this.#ever.set(key, { id: market.id, specifiers: market.specifiers });
    this.#current = next;
    return [...markets, ...withdrawn];
  }

  everQuoted(): MarketRef[] {
    return [...this.#ever.values()];
  }
}
