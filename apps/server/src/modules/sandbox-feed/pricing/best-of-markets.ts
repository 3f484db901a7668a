/**
 * Tennis (best of three sets) and esports (best of three maps): each set or map is won by the home side with a
 * probability from the ratings, so a small recursion gives the chance of every final score; live, it starts from the
 * sets already won, with the current set's chance moved by its games. Tennis adds total games, from the number of sets
 * and a normal number of games per set.
 */
import type { MarketRef, MarketSettlement } from '../protocol.ts';
import { normalCdf } from './distributions.ts';
import {
  lineSpecifier,
  type ModelledMarket,
  settleLine,
  settleOneOf,
  twoWayMarket,
} from './priced-market.ts';

export type SetUnit = 'set' | 'map';

export interface BestOfModel {
  readonly unit: SetUnit;
  /** The home side's chance to win a set or map, and the current one's (moved by its games or rounds live). */
  readonly setChance: number;
  readonly currentSetChance: number;
  readonly won: { readonly home: number; readonly away: number };
  /** Tennis: games played in finished sets and in the current one. */
  readonly gamesPlayed?: number;
  readonly gamesInCurrentSet?: number;
}

export interface BestOfResult {
  readonly sets: { readonly home: number; readonly away: number };
  readonly games?: number;
}

const SETS_TO_WIN = 2;
const FINAL_SCORES = ['2:0', '2:1', '1:2', '0:2'] as const;
const MARGIN = 0.05;
const SCORE_MARGIN = 0.08;
const GAMES_PER_SET = { mean: 9.7, sd: 2.1 } as const;

/** The chance of each final set score from the current one. */
function finalScoreChances(model: BestOfModel): Map<string, number> {
  const chances = new Map<string, number>(FINAL_SCORES.map((score) => [score, 0]));
  const walk = (home: number, away: number, p: number, first: boolean) => {
    if (home === SETS_TO_WIN || away === SETS_TO_WIN) {
      const key = `${home}:${away}`;
      chances.set(key, (chances.get(key) ?? 0) + p);
      return;
    }
    const chance = first ? model.currentSetChance : model.setChance;
    walk(home + 1, away, p * chance, false);
    walk(home, away + 1, p * (1 - chance), false);
  };
  walk(model.won.home, model.won.away, 1, true);
  return chances;
}

function names(unit: SetUnit) {
  return unit === 'set'
    ? { score: 'set_score', handicap: 'set_handicap', total: 'total_sets' }
    : { score: 'map_score', handicap: 'map_handicap', total: 'total_maps' };
}

export function bestOfMarkets(model: BestOfModel): ModelledMarket[] {
  const chances = finalScoreChances(model);
  const p = (score: (typeof FINAL_SCORES)[number]) => chances.get(score) ?? 0;
  const market = names(model.unit);
  const homeWins = p('2:0') + p('2:1');
  const threeSets = p('2:1') + p('1:2');
  const markets: ModelledMarket[] = [
    twoWayMarket('match_winner', {}, MARGIN, ['1', '2'], homeWins),
    {
      id: market.score,
      specifiers: {},
      margin: SCORE_MARGIN,
      outcomes: FINAL_SCORES.map((id) => ({ id, probability: p(id) })),
    },
    {
      id: market.handicap,
      specifiers: { hcp: '-1.5' },
      margin: MARGIN,
      outcomes: [
        { id: '1', probability: p('2:0') },
        { id: '2', probability: 1 - p('2:0') },
      ],
    },
    {
      id: market.handicap,
      specifiers: { hcp: '1.5' },
      margin: MARGIN,
      outcomes: [
        { id: '1', probability: 1 - p('0:2') },
        { id: '2', probability: p('0:2') },
      ],
    },
    {
      id: market.total,
      specifiers: { total: '2.5' },
      margin: MARGIN,
      outcomes: [
        { id: 'over', probability: threeSets },
        { id: 'under', probability: 1 - threeSets },
      ],
    },
  ];
  if (model.unit === 'set') markets.push(...totalGamesMarkets(model, chances));
  return markets;
}

/** Total games: a mixture over the number of sets still to play, each adding a normal number of games. */
function totalGamesMarkets(model: BestOfModel, chances: Map<string, number>): ModelledMarket[] {
  const played = model.gamesPlayed ?? 0;
  const current = model.gamesInCurrentSet ?? 0;
  const setsSoFar = model.won.home + model.won.away;
  const spread = [...chances].map(([score, probability]) => {
    const [home = 0, away = 0] = score.split(':').map(Number);
    const setsLeft = home + away - setsSoFar;
    // The current set has already had some of its games.
    const mean = played + setsLeft * GAMES_PER_SET.mean - Math.min(current, GAMES_PER_SET.mean - 1);
    return {
      probability,
      mean: Math.max(mean, played + current),
      sd: GAMES_PER_SET.sd * Math.sqrt(Math.max(setsLeft, 0.25)),
    };
  });
  const expected = spread.reduce((total, part) => total + part.probability * part.mean, 0);
  const centre = Math.floor(expected) + 0.5;
  return [centre - 2, centre, centre + 2]
    .filter((line) => line > played + current)
    .map((line) => {
      const over = spread.reduce(
        (total, part) => total + part.probability * (1 - normalCdf((line - part.mean) / part.sd)),
        0,
      );
      return twoWayMarket('total_games', { total: lineSpecifier(line) }, MARGIN, ['over', 'under'], over);
    });
}

export function settleBestOfMarket(market: MarketRef, result: BestOfResult): MarketSettlement {
  const { home, away } = result.sets;
  switch (market.id) {
    case 'match_winner':
      return settleLine(market, ['1', '2'], home - away);
    case 'set_score':
    case 'map_score':
      return settleOneOf(market, FINAL_SCORES, `${home}:${away}`);
    case 'set_handicap':
    case 'map_handicap':
      return settleLine(market, ['1', '2'], home + Number(market.specifiers.hcp) - away);
    case 'total_sets':
    case 'total_maps':
      return settleLine(market, ['over', 'under'], home + away - Number(market.specifiers.total));
    case 'total_games':
      return settleLine(market, ['over', 'under'], (result.games ?? 0) - Number(market.specifiers.total));
    default:
      throw new Error(`not a best-of market: ${market.id}`);
  }
}
