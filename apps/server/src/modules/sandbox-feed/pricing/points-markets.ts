/**
 * Basketball: the final margin and the final total are each close to normal (many scoring events), so a mean and a
 * spread price moneyline, point spreads and totals; live, the means are the score plus what the time left adds and
 * the spread shrinks with the square root of the time left. A level score goes to overtime, so there is no draw.
 */
import type { MarketRef, MarketSettlement } from '../protocol.ts';
import { normalCdf } from './distributions.ts';
import { lineSpecifier, type ModelledMarket, settleLine, twoWayMarket } from './priced-market.ts';

export interface PointsModel {
  /** Expected final margin, home minus away, and its standard deviation. */
  readonly meanMargin: number;
  readonly sdMargin: number;
  readonly meanTotal: number;
  readonly sdTotal: number;
}

export interface PointsResult {
  readonly score: { readonly home: number; readonly away: number };
}

const MARGIN = 0.05;

export function pointsMarkets(model: PointsModel): ModelledMarket[] {
  const homeWins = 1 - normalCdf(-model.meanMargin / model.sdMargin);
  const markets: ModelledMarket[] = [twoWayMarket('moneyline', {}, MARGIN, ['1', '2'], homeWins)];
  // Half-point lines, so a bet is never pushed.
  const spreadCentre = Math.floor(-model.meanMargin) + 0.5;
  for (const hcp of [spreadCentre - 2, spreadCentre, spreadCentre + 2]) {
    const covers = 1 - normalCdf((-hcp - model.meanMargin) / model.sdMargin);
    markets.push(twoWayMarket('spread', { hcp: lineSpecifier(hcp) }, MARGIN, ['1', '2'], covers));
  }
  const totalCentre = Math.floor(model.meanTotal) + 0.5;
  for (const total of [totalCentre - 4, totalCentre, totalCentre + 4]) {
    const over = 1 - normalCdf((total - model.meanTotal) / model.sdTotal);
    markets.push(twoWayMarket('total', { total: lineSpecifier(total) }, MARGIN, ['over', 'under'], over));
  }
  return markets;
}

export function settlePointsMarket(market: MarketRef, result: PointsResult): MarketSettlement {
  const { home, away } = result.score;
  switch (market.id) {
    case 'moneyline':
      return settleLine(market, ['1', '2'], home - away);
    case 'spread':
      return settleLine(market, ['1', '2'], home + Number(market.specifiers.hcp) - away);
    case 'total':
      return settleLine(market, ['over', 'under'], home + away - Number(market.specifiers.total));
    default:
      throw new Error(`not a basketball market: ${market.id}`);
  }
}
