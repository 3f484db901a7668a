/** Basketball played two minutes at a time: four ten-minute quarters, points from each side's rate, overtime on a tie. */
import { pointsMarkets, settlePointsMarket } from '../pricing/points-markets.ts';
import type { LiveState } from '../protocol.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { clockedState, type MatchScript, type MatchStep, type SportModel } from './match-script.ts';

const QUARTER_MINUTES = 10;
const OVERTIME_MINUTES = 5;
const BREAK_MINUTES = 2;
const HALFTIME_MINUTES = 10;
const STEP_MINUTES = 2;
const GAME_MINUTES = 4 * QUARTER_MINUTES;
const POINTS_PER_SIDE = 80;
const HOME_EDGE = 3;
/** Spread of the final margin and total of a whole game; live, they shrink with the square root of the time left. */
const SD_MARGIN = 12;
const SD_TOTAL = 16;
/** Each side's points in two minutes vary by this much: over a game the margin then varies by about SD_MARGIN. */
const POINTS_NOISE = SD_MARGIN / Math.sqrt((2 * GAME_MINUTES) / STEP_MINUTES);

export function basketballModel(ratings: { home: number; away: number }, random: SeededRandom): SportModel {
  const meanMargin = HOME_EDGE + (ratings.home - ratings.away) * 0.4;
  const meanTotal = 2 * POINTS_PER_SIDE + (ratings.home + ratings.away - 140) * 0.3;
  return {
    prematch: (drift) =>
      pointsMarkets({
        meanMargin: meanMargin + drift * 10,
        sdMargin: SD_MARGIN,
        meanTotal: meanTotal * (1 + drift / 4),
        sdTotal: SD_TOTAL,
      }),
    play: () => playBasketball(meanMargin, meanTotal, random),
  };
}

function playBasketball(meanMargin: number, meanTotal: number, random: SeededRandom): MatchScript {
  const steps: MatchStep[] = [];
  const score = { home: 0, away: 0 };
  const periodScores: { period: string; home: number; away: number }[] = [];
  const rate = {
    home: (meanTotal + meanMargin) / 2 / GAME_MINUTES,
    away: (meanTotal - meanMargin) / 2 / GAME_MINUTES,
  };
  let second = 0;
  const state = (period: string, played: number, status?: LiveState['status']) =>
    clockedState(score, periodScores, period, played, status);
  const markets = (played: number) => {
    const left = Math.max(GAME_MINUTES - played, 1) / GAME_MINUTES;
    return pointsMarkets({
      meanMargin: score.home - score.away + meanMargin * left,
      sdMargin: SD_MARGIN * Math.sqrt(left),
      meanTotal: score.home + score.away + meanTotal * left,
      sdTotal: SD_TOTAL * Math.sqrt(left),
    });
  };
  const playPeriod = (period: string, startMinute: number, length: number) => {
    const current = { period, home: 0, away: 0 };
    periodScores.push(current);
    steps.push({ second, live: state(period, startMinute), markets: markets(startMinute) });
    for (let minute = STEP_MINUTES; minute <= length; minute += STEP_MINUTES) {
      for (const side of ['home', 'away'] as const) {
        const points = Math.max(0, Math.round(rate[side] * STEP_MINUTES + random.normal() * POINTS_NOISE));
        score[side] += points;
        current[side] += points;
      }
      steps.push({
        second: second + minute * 60,
        live: state(period, startMinute + minute),
        markets: markets(startMinute + minute),
      });
    }
    second += length * 60;
  };
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    playPeriod(`q${quarter}`, (quarter - 1) * QUARTER_MINUTES, QUARTER_MINUTES);
    if (quarter < 4) {
      steps.push({
        second,
        live: state(quarter === 2 ? 'halftime' : 'pause', quarter * QUARTER_MINUTES),
        markets: markets(quarter * QUARTER_MINUTES),
        stop: 'period_end',
      });
      second += (quarter === 2 ? HALFTIME_MINUTES : BREAK_MINUTES) * 60;
    }
  }
  for (let overtime = 1; score.home === score.away; overtime += 1) {
    second += BREAK_MINUTES * 60;
    playPeriod(`ot${overtime}`, GAME_MINUTES - 1, OVERTIME_MINUTES);
    // A tie after overtime is settled by the last possession rather than a fourth overtime in the sandbox.
    if (score.home === score.away && overtime === 3) score[random.chance(0.5) ? 'home' : 'away'] += 1;
  }
  const final = state('ended', GAME_MINUTES, 'ended');
  return {
    steps,
    endSecond: second,
    final,
    settle: (market) => settlePointsMarket(market, { score: final.score }),
  };
}
