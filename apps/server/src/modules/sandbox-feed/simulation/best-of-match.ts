/**
 * Tennis and esports, best of three: tennis game by game (serve holds, a set to six by two, a tie-break at 6:6),
 * esports map by map (a map's momentum moves with its rounds). Prices follow the sets or maps won and the current one.
 */
import {
  type BestOfModel,
  bestOfMarkets,
  type SetUnit,
  settleBestOfMarket,
} from '../pricing/best-of-markets.ts';
import type { LiveState } from '../protocol.ts';
import type { SeededRandom } from '../seeded-random.ts';
import type { MatchScript, MatchStep, SportModel } from './match-script.ts';

const GAME_SECONDS = 240;
const SET_BREAK_SECONDS = 120;
const MAP_SECONDS = 35 * 60;
const MAP_STEPS = 7;
const MAP_BREAK_SECONDS = 5 * 60;
/** How far a set edge moves the chance to hold serve, chosen so the played sets come out as the model prices them. */
const HOLD_EDGE_PER_SET_EDGE = 0.34;
/** How far a map's momentum moves at each of its steps. */
const MOMENTUM_STEP = 0.04;

export function bestOfModel(
  unit: SetUnit,
  ratings: { home: number; away: number },
  random: SeededRandom,
): SportModel {
  const setChance = 1 / (1 + Math.exp(-(ratings.home - ratings.away) / 12));
  const base = { unit, won: { home: 0, away: 0 } };
  return {
    prematch: (drift) => {
      const chance = clamp(setChance + drift / 2);
      return bestOfMarkets({ ...base, setChance: chance, currentSetChance: chance });
    },
    play: () => (unit === 'set' ? playTennis(setChance, random) : playEsports(setChance, random)),
  };
}

function clamp(p: number): number {
  return Math.min(0.97, Math.max(0.03, p));
}

function state(
  won: { home: number; away: number },
  periodScores: { period: string; home: number; away: number }[],
  period: string,
  extra: Partial<LiveState> = {},
): LiveState {
  return {
    status: 'live',
    period,
    score: { ...won },
    periodScores: periodScores.map((entry) => ({ ...entry })),
    ...extra,
  };
}

function playTennis(setChance: number, random: SeededRandom): MatchScript {
  const edge = (setChance - 0.5) * HOLD_EDGE_PER_SET_EDGE;
  const hold = { home: 0.66 + edge, away: 0.66 - edge };
  const steps: MatchStep[] = [];
  const won = { home: 0, away: 0 };
  const periodScores: { period: string; home: number; away: number }[] = [];
  let second = 0;
  let games = 0;
  let serving: 'home' | 'away' = random.chance(0.5) ? 'home' : 'away';
  const model = (current: { home: number; away: number }): BestOfModel => ({
    unit: 'set',
    setChance,
    currentSetChance: clamp(setChance + (current.home - current.away) * 0.09),
    won: { ...won },
    gamesPlayed: games - current.home - current.away,
    gamesInCurrentSet: current.home + current.away,
  });
  for (let set = 1; won.home < 2 && won.away < 2; set += 1) {
    const current = { period: `set${set}`, home: 0, away: 0 };
    periodScores.push(current);
    while (!setOver(current)) {
      const winner =
        current.home === 6 && current.away === 6
          ? random.chance(setChance)
            ? 'home'
            : 'away'
          : random.chance(hold[serving])
            ? serving
            : other(serving);
      current[winner] += 1;
      games += 1;
      serving = other(serving);
      second += GAME_SECONDS;
      const live = state(won, periodScores, current.period, {
        games: { home: current.home, away: current.away },
        serving,
      });
      steps.push({ second, live, markets: bestOfMarkets(model(current)), stop: 'point' });
    }
    won[current.home > current.away ? 'home' : 'away'] += 1;
    second += SET_BREAK_SECONDS;
  }
  const final: LiveState = { ...state(won, periodScores, 'ended'), status: 'ended' };
  return {
    steps,
    endSecond: second,
    final,
    settle: (market) => settleBestOfMarket(market, { sets: won, games }),
  };
}

function setOver({ home, away }: { home: number; away: number }): boolean {
  return (Math.max(home, away) >= 6 && Math.abs(home - away) >= 2) || home === 7 || away === 7;
}

function other(side: 'home' | 'away'): 'home' | 'away' {
  return side === 'home' ? 'away' : 'home';
}

function playEsports(setChance: number, random: SeededRandom): MatchScript {
  const steps: MatchStep[] = [];
  const won = { home: 0, away: 0 };
  const periodScores: { period: string; home: number; away: number }[] = [];
  let second = 0;
  for (let map = 1; won.home < 2 && won.away < 2; map += 1) {
    const current = { period: `map${map}`, home: 0, away: 0 };
    periodScores.push(current);
    let momentum = 0;
    for (let step = 1; step <= MAP_STEPS; step += 1) {
      momentum += random.normal() * MOMENTUM_STEP;
      const chance = clamp(setChance + momentum);
      steps.push({
        second: second + (step * MAP_SECONDS) / (MAP_STEPS + 1),
        live: state(won, periodScores, current.period),
        markets: bestOfMarkets({ unit: 'map', setChance, currentSetChance: chance, won: { ...won } }),
        stop: step % 3 === 0 ? 'review' : undefined,
      });
    }
    const winner = random.chance(clamp(setChance + momentum)) ? 'home' : 'away';
    current[winner] = 1;
    won[winner] += 1;
    second += MAP_SECONDS + MAP_BREAK_SECONDS;
  }
  const final: LiveState = { ...state(won, periodScores, 'ended'), status: 'ended' };
  return { steps, endSecond: second, final, settle: (market) => settleBestOfMarket(market, { sets: won }) };
}
