/**
 * Football and ice hockey: goals of each side are independent Poisson counts (the classic Maher model), so one grid of
 * final-score probabilities prices every market; live, the grid is of the goals still to come on top of the score.
 */
import type { MarketRef, MarketSettlement } from '../protocol.ts';
import { poissonProbabilities } from './distributions.ts';
import { withoutPush } from './odds.ts';
import {
  lineSpecifier,
  type ModelledMarket,
  settleLine,
  settleOneOf,
  twoWayMarket,
} from './priced-market.ts';

export type GoalSport = 'football' | 'ice-hockey';

export interface GoalModel {
  readonly sport: GoalSport;
  /** Goals each side is expected to score from now to the end. */
  readonly expectedHome: number;
  readonly expectedAway: number;
  readonly score: { readonly home: number; readonly away: number };
}

export interface GoalResult {
  readonly score: { readonly home: number; readonly away: number };
  /** Who scored each goal, in order. */
  readonly scorers: readonly ('home' | 'away')[];
}

const MAX_MORE_GOALS = 12;
const CORRECT_SCORE_MAX = 4;
const MARGINS = {
  main: 0.05,
  total: 0.06,
  handicap: 0.05,
  btts: 0.06,
  correctScore: 0.15,
  nextGoal: 0.07,
} as const;

interface ScoreCell {
  home: number;
  away: number;
  p: number;
}

function finalScores(model: GoalModel): ScoreCell[] {
  const home = poissonProbabilities(model.expectedHome, MAX_MORE_GOALS);
  const away = poissonProbabilities(model.expectedAway, MAX_MORE_GOALS);
  const cells: ScoreCell[] = [];
  home.forEach((ph, i) => {
    away.forEach((pa, j) => {
      cells.push({ home: model.score.home + i, away: model.score.away + j, p: ph * pa });
    });
  });
  return cells;
}

function sum(cells: readonly ScoreCell[], test: (cell: ScoreCell) => boolean): number {
  return cells.reduce((total, cell) => (test(cell) ? total + cell.p : total), 0);
}

/** Three half-goal lines around the expected final total, never at or below goals already scored. */
function totalLines(model: GoalModel): number[] {
  const scored = model.score.home + model.score.away;
  const centre = Math.max(scored + 1, Math.round(scored + model.expectedHome + model.expectedAway)) - 0.5;
  return [centre - 1, centre, centre + 1].filter((line) => line > scored);
}

/** Handicaps on the home side around the one that balances the match: a whole line between two half lines. */
function handicapLines(cells: readonly ScoreCell[]): number[] {
  const expectedMargin = cells.reduce((total, cell) => total + cell.p * (cell.home - cell.away), 0);
  const balancing = Math.round(-expectedMargin);
  return [balancing - 0.5, balancing, balancing + 0.5];
}

export function goalMarkets(model: GoalModel): ModelledMarket[] {
  const cells = finalScores(model);
  const home = sum(cells, (c) => c.home > c.away);
  const draw = sum(cells, (c) => c.home === c.away);
  const away = sum(cells, (c) => c.home < c.away);
  const markets: ModelledMarket[] = [
    {
      id: '1x2',
      specifiers: {},
      margin: MARGINS.main,
      outcomes: [
        { id: '1', probability: home },
        { id: 'X', probability: draw },
        { id: '2', probability: away },
      ],
    },
    {
      id: 'double_chance',
      specifiers: {},
      margin: MARGINS.main,
      overlapping: true,
      outcomes: [
        { id: '1X', probability: home + draw },
        { id: '12', probability: home + away },
        { id: 'X2', probability: draw + away },
      ],
    },
  ];
  for (const line of totalLines(model)) {
    const over = sum(cells, (c) => c.home + c.away > line);
    markets.push(
      twoWayMarket('total', { total: lineSpecifier(line) }, MARGINS.total, ['over', 'under'], over),
    );
  }
  for (const hcp of handicapLines(cells)) {
    const win = withoutPush(
      sum(cells, (c) => c.home + hcp > c.away),
      sum(cells, (c) => c.home + hcp < c.away),
    );
    markets.push(
      twoWayMarket('asian_handicap', { hcp: lineSpecifier(hcp) }, MARGINS.handicap, ['1', '2'], win),
    );
  }
  if (model.sport === 'football') {
    const both = sum(cells, (c) => c.home > 0 && c.away > 0);
    markets.push(twoWayMarket('btts', {}, MARGINS.btts, ['yes', 'no'], both));
    markets.push(correctScoreMarket(cells));
  }
  markets.push(nextGoalMarket(model));
  return markets;
}

/** Every score up to 4:4 and "other"; scores already passed stay listed with no chance (they are shown inactive). */
function correctScoreMarket(cells: readonly ScoreCell[]): ModelledMarket {
  const outcomes = correctScoreIds().map((id) => ({
    id,
    probability:
      id === 'other'
        ? sum(cells, (c) => c.home > CORRECT_SCORE_MAX || c.away > CORRECT_SCORE_MAX)
        : sum(cells, (c) => `${c.home}:${c.away}` === id),
  }));
  return { id: 'correct_score', specifiers: {}, margin: MARGINS.correctScore, outcomes };
}

function correctScoreIds(): string[] {
  const ids: string[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX; home += 1) {
    for (let away = 0; away <= CORRECT_SCORE_MAX; away += 1) ids.push(`${home}:${away}`);
  }
  return [...ids, 'other'];
}

/** Who scores goal number n (the next one): the sides' shares of the goals to come, or none if no more come. */
function nextGoalMarket(model: GoalModel): ModelledMarket {
  const expected = model.expectedHome + model.expectedAway;
  const none = Math.exp(-expected);
  const homeShare = expected > 0 ? model.expectedHome / expected : 0.5;
  return {
    id: 'next_goal',
    specifiers: { goalnr: String(model.score.home + model.score.away + 1) },
    margin: MARGINS.nextGoal,
    outcomes: [
      { id: '1', probability: (1 - none) * homeShare },
      { id: 'none', probability: none },
      { id: '2', probability: (1 - none) * (1 - homeShare) },
    ],
  };
}

export function settleGoalMarket(market: MarketRef, result: GoalResult): MarketSettlement {
  const { home, away } = result.score;
  switch (market.id) {
    case '1x2':
      return settleOneOf(market, ['1', 'X', '2'], home > away ? '1' : home === away ? 'X' : '2');
    case 'double_chance': {
      const winners = home > away ? ['1X', '12'] : home === away ? ['1X', 'X2'] : ['12', 'X2'];
      return {
        ...market,
        outcomes: ['1X', '12', 'X2'].map((id) => ({
          id,
          result: winners.includes(id) ? 1 : 0,
          voidFactor: 0,
        })),
      };
    }
    case 'total':
      return settleLine(market, ['over', 'under'], home + away - Number(market.specifiers.total));
    case 'asian_handicap':
      return settleLine(market, ['1', '2'], home + Number(market.specifiers.hcp) - away);
    case 'btts':
      return settleOneOf(market, ['yes', 'no'], home > 0 && away > 0 ? 'yes' : 'no');
    case 'correct_score': {
      const exact = `${home}:${away}`;
      const ids = correctScoreIds();
      return settleOneOf(market, ids, ids.includes(exact) ? exact : 'other');
    }
    case 'next_goal': {
      const scorer = result.scorers[Number(market.specifiers.goalnr) - 1];
      return settleOneOf(
        market,
        ['1', 'none', '2'],
        scorer === 'home' ? '1' : scorer === 'away' ? '2' : 'none',
      );
    }
    default:
      throw new Error(`not a goal-sport market: ${market.id}`);
  }
}
