import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.ts';
import { basketballModel } from './basketball-match.ts';
import { bestOfModel } from './best-of-match.ts';
import { goalSportModel } from './goal-match.ts';
import type { SportModel } from './match-script.ts';

type Ratings = { home: number; away: number };
const SPORTS: [string, (ratings: Ratings, seed: string) => SportModel, number][] = [
  ['football', (ratings, seed) => goalSportModel('football', ratings, seededRandom(seed)), 200],
  ['ice hockey', (ratings, seed) => goalSportModel('ice-hockey', ratings, seededRandom(seed)), 300],
  ['basketball', (ratings, seed) => basketballModel(ratings, seededRandom(seed)), 400],
  ['tennis', (ratings, seed) => bestOfModel('set', ratings, seededRandom(seed)), 400],
  ['esports', (ratings, seed) => bestOfModel('map', ratings, seededRandom(seed)), 400],
];
const WINNER_MARKETS = ['1x2', 'moneyline', 'match_winner'];

/** Prices a bettor could beat by watching the simulation would be a gift: the played matches must follow the prices. */
describe('the matches play out as the model prices them', () => {
  for (const [sport, model, matches] of SPORTS) {
    it(`${sport}: the home side wins about as often as its pre-match price says`, () => {
      for (const ratings of [
        { home: 70, away: 70 },
        { home: 85, away: 60 },
      ]) {
        const winner = model(ratings, 'prices')
          .prematch(0)
          .find((market) => WINNER_MARKETS.includes(market.id));
        const priced = winner?.outcomes.find((outcome) => outcome.id === '1')?.probability ?? Number.NaN;
        let homeWins = 0;
        for (let match = 0; match < matches; match += 1) {
          const { score } = model(ratings, `${sport}:${match}`).play().final;
          if (score.home > score.away) homeWins += 1;
        }
        // About three standard deviations of a share over this many matches.
        expect(Math.abs(homeWins / matches - priced)).toBeLessThan(
          3 * Math.sqrt((priced * (1 - priced)) / matches) + 0.02,
        );
      }
    });
  }
});
