import { MAIN_MARKET, type SportEventSummary, type SportMarket, type SportPrices } from '@casino/contracts';

/** A market's identity on its match: its type and its line. */
function marketKey(market: Pick<SportMarket, 'type' | 'specifiers'>): string {
  const line = Object.entries(market.specifiers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('|');
  return `${market.type}\u0000${line}`;
}

/**
 * A match page's markets with the news written in: a changed market replaces its old self where it stood, a new one
 * comes last, and one the feed took off the board (deactivated) leaves, as the page would read them next.
 */
export function marketsWithNews(markets: readonly SportMarket[], news: SportPrices): SportMarket[] {
  const changed = new Map(news.markets.map((market) => [marketKey(market), market]));
  const kept = markets
    .map((market) => changed.get(marketKey(market)) ?? market)
    .filter((market) => market.status !== 'deactivated');
  const known = new Set(markets.map(marketKey));
  const added = news.markets.filter(
    (market) => !known.has(marketKey(market)) && market.status !== 'deactivated',
  );
  return [...kept, ...added];
}

/** A match as the lists show it, with the news written in: its state, its score and its who-wins prices. */
export function summaryWithNews<Summary extends SportEventSummary>(
  summary: Summary,
  news: SportPrices,
): Summary {
  if (summary.id !== news.eventId) return summary;
  const main = news.markets.find(
    (market) => market.type === MAIN_MARKET[summary.sport] && Object.keys(market.specifiers).length === 0,
  );
  return {
    ...summary,
    status: news.status,
    live: news.live,
    mainMarket: main ? (main.status === 'deactivated' ? null : main) : summary.mainMarket,
  };
}
