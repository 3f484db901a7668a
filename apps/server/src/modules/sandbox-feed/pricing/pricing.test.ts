import { describe, expect, it } from 'vitest';
import { MIN_ODDS } from '../protocol.ts';
import { bestOfMarkets, settleBestOfMarket } from './best-of-markets.ts';
import { goalMarkets, settleGoalMarket } from './goal-markets.ts';
import { priceOutcomes } from './odds.ts';
import { pointsMarkets, settlePointsMarket } from './points-markets.ts';
import type { ModelledMarket } from './priced-market.ts';
import { toFeedMarket } from './priced-market.ts';

const sumOf = (market: ModelledMarket) =>
  market.outcomes.reduce((total, outcome) => total + outcome.probability, 0);
const find = (markets: ModelledMarket[], id: string, specifiers: Record<string, string> = {}) => {
  const market = markets.find(
    (entry) => entry.id === id && JSON.stringify(entry.specifiers) === JSON.stringify(specifiers),
  );
  if (!market) throw new Error(`no ${id} ${JSON.stringify(specifiers)}`);
  return market;
};
const probability = (market: ModelledMarket, id: string) =>
  market.outcomes.find((outcome) => outcome.id === id)?.probability ?? Number.NaN;
const winners = (settlement: { outcomes: readonly { id: string; result: number }[] }) =>
  settlement.outcomes.filter((outcome) => outcome.result === 1).map((outcome) => outcome.id);

describe('prices from probabilities', () => {
  it('spreads the margin over the outcomes and rounds each price down to an integer number of hundredths', () => {
    const outcomes = priceOutcomes(
      [
        { id: '1', probability: 0.5 },
        { id: 'X', probability: 0.3 },
        { id: '2', probability: 0.2 },
      ],
      0.05,
    );
    expect(outcomes.map((outcome) => outcome.odds)).toEqual([190, 317, 476]);
    const overround = outcomes.reduce((total, outcome) => total + 100 / outcome.odds, 0);
    expect(overround).toBeGreaterThanOrEqual(1.05);
    expect(overround).toBeLessThan(1.06);
  });

  it('never offers less than 1.01, and makes an outcome too unlikely to price inactive', () => {
    const [sure, hopeless] = priceOutcomes(
      [
        { id: 'yes', probability: 0.999_999_9 },
        { id: 'no', probability: 0.000_000_1 },
      ],
      0.05,
    );
    expect(sure).toEqual({ id: 'yes', odds: MIN_ODDS, active: true });
    expect(hopeless?.active).toBe(false);
  });

  it('prices overlapping outcomes (double chance) one by one', () => {
    const market = find(
      goalMarkets({ sport: 'football', expectedHome: 1.4, expectedAway: 1.1, score: { home: 0, away: 0 } }),
      'double_chance',
    );
    const priced = toFeedMarket(market);
    for (const outcome of priced.outcomes)
      expect(100 / outcome.odds).toBeCloseTo(probability(market, outcome.id) * 1.05, 1);
  });
});

describe('football and ice hockey (Poisson goals)', () => {
  const prematch = goalMarkets({
    sport: 'football',
    expectedHome: 1.55,
    expectedAway: 1.05,
    score: { home: 0, away: 0 },
  });

  it('gives every exclusive market probabilities that add up to one', () => {
    for (const market of prematch.filter((entry) => !entry.overlapping && entry.id !== 'asian_handicap'))
      expect(sumOf(market)).toBeCloseTo(1, 6);
  });

  it('makes the side expected to score more the favourite, and overs less likely as the line rises', () => {
    const matchResult = find(prematch, '1x2');
    expect(probability(matchResult, '1')).toBeGreaterThan(probability(matchResult, '2'));
    const overs = prematch
      .filter((market) => market.id === 'total')
      .map((market) => probability(market, 'over'));
    expect(overs).toEqual([...overs].sort((a, b) => b - a));
  });

  it('prices live from the score: the goals to come are added to it, passed lines are not offered', () => {
    const live = goalMarkets({
      sport: 'football',
      expectedHome: 0.3,
      expectedAway: 0.2,
      score: { home: 2, away: 0 },
    });
    expect(probability(find(live, '1x2'), '1')).toBeGreaterThan(0.9);
    expect(
      live.filter((market) => market.id === 'total').every((market) => Number(market.specifiers.total) > 2),
    ).toBe(true);
    expect(probability(find(live, 'correct_score'), '0:0')).toBe(0);
    expect(find(live, 'next_goal', { goalnr: '3' }).outcomes).toHaveLength(3);
  });

  it('settles every market type from the final score and the order of goals', () => {
    const result = { score: { home: 2, away: 1 }, scorers: ['away', 'home', 'home'] as const };
    const settle = (id: string, specifiers: Record<string, string> = {}) =>
      winners(settleGoalMarket({ id, specifiers }, { ...result, scorers: [...result.scorers] }));
    expect(settle('1x2')).toEqual(['1']);
    expect(settle('double_chance')).toEqual(['1X', '12']);
    expect(settle('total', { total: '2.5' })).toEqual(['over']);
    expect(settle('asian_handicap', { hcp: '-1.5' })).toEqual(['2']);
    expect(settle('btts')).toEqual(['yes']);
    expect(settle('correct_score')).toEqual(['2:1']);
    expect(settle('next_goal', { goalnr: '1' })).toEqual(['2']);
    expect(settle('next_goal', { goalnr: '4' })).toEqual(['none']);
    expect(
      winners(
        settleGoalMarket(
          { id: 'correct_score', specifiers: {} },
          { score: { home: 5, away: 0 }, scorers: [] },
        ),
      ),
    ).toEqual(['other']);
  });

  it('returns the stakes on a whole-number handicap that ends level (a push)', () => {
    const settlement = settleGoalMarket(
      { id: 'asian_handicap', specifiers: { hcp: '-1' } },
      { score: { home: 2, away: 1 }, scorers: [] },
    );
    expect(settlement.outcomes).toEqual([
      { id: '1', result: 0, voidFactor: 1 },
      { id: '2', result: 0, voidFactor: 1 },
    ]);
  });
});

describe('basketball (normal margin and total)', () => {
  it('prices an even game evenly and settles spreads and totals from the final score', () => {
    const markets = pointsMarkets({ meanMargin: 0, sdMargin: 12, meanTotal: 160, sdTotal: 16 });
    expect(probability(find(markets, 'moneyline'), '1')).toBeCloseTo(0.5, 6);
    const settle = (id: string, specifiers: Record<string, string> = {}) =>
      winners(settlePointsMarket({ id, specifiers }, { score: { home: 88, away: 80 } }));
    expect(settle('moneyline')).toEqual(['1']);
    expect(settle('spread', { hcp: '-8.5' })).toEqual(['2']);
    expect(settle('total', { total: '167.5' })).toEqual(['over']);
  });
});

describe('tennis and esports (best of three)', () => {
  it('from one set all, only 2:1 and 1:2 can happen, by the current set alone', () => {
    const markets = bestOfMarkets({
      unit: 'set',
      setChance: 0.6,
      currentSetChance: 0.7,
      won: { home: 1, away: 1 },
      gamesPlayed: 20,
      gamesInCurrentSet: 4,
    });
    const score = find(markets, 'set_score');
    expect(probability(score, '2:0')).toBe(0);
    expect(probability(score, '2:1')).toBeCloseTo(0.7, 9);
    expect(probability(find(markets, 'match_winner'), '1')).toBeCloseTo(0.7, 9);
    expect(
      markets
        .filter((market) => market.id === 'total_games')
        .every((market) => Number(market.specifiers.total) > 24),
    ).toBe(true);
  });

  it('names the markets by maps for esports and settles them', () => {
    const markets = bestOfMarkets({
      unit: 'map',
      setChance: 0.5,
      currentSetChance: 0.5,
      won: { home: 0, away: 0 },
    });
    expect(markets.map((market) => market.id)).toEqual([
      'match_winner',
      'map_score',
      'map_handicap',
      'map_handicap',
      'total_maps',
    ]);
    const result = { sets: { home: 1, away: 2 } };
    expect(winners(settleBestOfMarket({ id: 'map_score', specifiers: {} }, result))).toEqual(['1:2']);
    expect(winners(settleBestOfMarket({ id: 'map_handicap', specifiers: { hcp: '1.5' } }, result))).toEqual([
      '1',
    ]);
    expect(winners(settleBestOfMarket({ id: 'total_maps', specifiers: { total: '2.5' } }, result))).toEqual([
      'over',
    ]);
  });
});
