/** Football and ice hockey played minute by minute: Poisson goals, dangerous attacks that stop betting, periods. */
import { type GoalSport, goalMarkets, settleGoalMarket } from '../pricing/goal-markets.ts';
import type { LiveState } from '../protocol.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { clockedState, type MatchScript, type MatchStep, type SportModel } from './match-script.ts';

interface GoalSportRules {
  readonly periods: readonly string[];
  readonly periodMinutes: number;
  readonly breakMinutes: number;
  readonly breakName: string;
  /** Goals a side scores on average against an equal side; the home side gets `homeEdge` more. */
  readonly goalsPerSide: number;
  readonly homeEdge: number;
  readonly dangerousAttacksPerMinute: number;
  readonly refreshMinutes: number;
}

const RULES: Record<GoalSport, GoalSportRules> = {
  football: {
    periods: ['1st_half', '2nd_half'],
    periodMinutes: 45,
    breakMinutes: 15,
    breakName: 'halftime',
    goalsPerSide: 1.3,
    homeEdge: 0.25,
    dangerousAttacksPerMinute: 0.05,
    refreshMinutes: 3,
  },
  'ice-hockey': {
    periods: ['1st_period', '2nd_period', '3rd_period'],
    periodMinutes: 20,
    breakMinutes: 17,
    breakName: 'intermission',
    goalsPerSide: 2.8,
    homeEdge: 0.3,
    dangerousAttacksPerMinute: 0.08,
    refreshMinutes: 2,
  },
};

export function goalSportModel(
  sport: GoalSport,
  ratings: { home: number; away: number },
  random: SeededRandom,
): SportModel {
  const rules = RULES[sport];
  const strength = Math.exp((ratings.home - ratings.away) / 40);
  const expected = {
    home: (rules.goalsPerSide + rules.homeEdge / 2) * Math.sqrt(strength),
    away: (rules.goalsPerSide - rules.homeEdge / 2) / Math.sqrt(strength),
  };
  const minutes = rules.periods.length * rules.periodMinutes;
  return {
    prematch: (drift) =>
      goalMarkets({
        sport,
        expectedHome: expected.home * (1 + drift),
        expectedAway: expected.away * (1 - drift),
        score: { home: 0, away: 0 },
      }),
    play: () => playGoalMatch(sport, rules, expected, minutes, random),
  };
}

function playGoalMatch(
  sport: GoalSport,
  rules: GoalSportRules,
  expected: { home: number; away: number },
  minutes: number,
  random: SeededRandom,
): MatchScript {
  const steps: MatchStep[] = [];
  const scorers: ('home' | 'away')[] = [];
  const score = { home: 0, away: 0 };
  const periodScores: { period: string; home: number; away: number }[] = [];
  let second = 0;
  const state = (period: string, played: number, status?: LiveState['status']) =>
    clockedState(score, periodScores, period, played, status);
  const markets = (played: number) => {
    const left = (minutes - played) / minutes;
    return goalMarkets({
      sport,
      expectedHome: expected.home * left,
      expectedAway: expected.away * left,
      score: { ...score },
    });
  };
  rules.periods.forEach((period, index) => {
    const current = { period, home: 0, away: 0 };
    periodScores.push(current);
    const start = index * rules.periodMinutes;
    steps.push({ second, live: state(period, start), markets: markets(start) });
    for (let minute = 1; minute <= rules.periodMinutes; minute += 1) {
      const played = start + minute;
      const at = second + minute * 60;
      const goal = random.chance((expected.home + expected.away) / minutes)
        ? random.chance(expected.home / (expected.home + expected.away))
          ? 'home'
          : 'away'
        : null;
      if (goal) {
        score[goal] += 1;
        current[goal] += 1;
        scorers.push(goal);
        steps.push({ second: at - 30, live: state(period, played), markets: markets(played), stop: 'goal' });
      } else if (random.chance(rules.dangerousAttacksPerMinute)) {
        steps.push({
          second: at - 30,
          live: state(period, played),
          markets: markets(played),
          stop: 'dangerous_attack',
        });
      } else if (minute % rules.refreshMinutes === 0) {
        steps.push({ second: at, live: state(period, played), markets: markets(played) });
      }
    }
    second += rules.periodMinutes * 60;
    const last = index === rules.periods.length - 1;
    if (!last) {
      steps.push({
        second,
        live: state(rules.breakName, start + rules.periodMinutes),
        markets: markets(start + rules.periodMinutes),
        stop: 'period_end',
      });
      second += rules.breakMinutes * 60;
    }
  });
  const final = state('ended', minutes, 'ended');
  return {
    steps,
    endSecond: second,
    final,
    settle: (market) => settleGoalMarket(market, { score: final.score, scorers }),
  };
}
