import type { ScheduledFixture } from '../calendar/schedule.ts';
import { seededRandom } from '../seeded-random.ts';
import { basketballModel } from './basketball-match.ts';
import { bestOfModel } from './best-of-match.ts';
import { goalSportModel } from './goal-match.ts';
import type { SportModel } from './match-script.ts';

/** The model that prices and plays a fixture, by its sport, seeded by the fixture. */
export function sportModel(scheduled: ScheduledFixture): SportModel {
  const ratings = { home: scheduled.home.rating, away: scheduled.away.rating };
  const random = seededRandom(`${scheduled.seed}:play`);
  switch (scheduled.fixture.sport) {
    case 'football':
    case 'ice-hockey':
      return goalSportModel(scheduled.fixture.sport, ratings, random);
    case 'basketball':
      return basketballModel(ratings, random);
    case 'tennis':
      return bestOfModel('set', ratings, random);
    case 'cs2':
    case 'dota2':
      return bestOfModel('map', ratings, random);
  }
}
