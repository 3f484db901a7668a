import { describe, expect, it } from 'vitest';
import {
  competitionPagePath,
  competitionsView,
  kindListPage,
  listPath,
  sportsLeaderboardPath,
  viewPath,
} from './competitions-path';

describe('the competitions’ addresses', () => {
  it('read each list page, every kind together on /events/', () => {
    expect(competitionsView('/events/', undefined)).toEqual({ kind: 'list', page: 'events' });
    expect(competitionsView('/special-races/', undefined)).toEqual({ kind: 'list', page: 'specialRaces' });
    expect(competitionsView('/tournaments-promo/', undefined)).toEqual({
      kind: 'list',
      page: 'tournamentsPromo',
    });
    expect(competitionsView('/mobile-app-provider/game-promo/', undefined)).toEqual({
      kind: 'list',
      page: 'gamePromo',
    });
  });

  it('read a competition’s page by its slug, and nothing else', () => {
    expect(competitionsView('/tournaments/weekly-slots-tournament/', 'weekly-slots-tournament')).toEqual({
      kind: 'detail',
      page: 'tournaments',
      slug: 'weekly-slots-tournament',
    });
    expect(competitionsView('/faq/', undefined)).toBeNull();
  });

  it('write a promo tournament’s page under the promo tournaments and the others under /tournaments/', () => {
    expect(competitionPagePath({ type: 'promo', slug: 'studio-spring' }, 'en')).toBe(
      '/en/tournaments-promo/studio-spring/',
    );
    expect(competitionPagePath({ type: 'race', slug: 'daily-race' }, 'uk')).toBe('/tournaments/daily-race/');
    expect(viewPath({ kind: 'detail', page: 'gamePromo', slug: 'a b' })).toBe('/game-promo/a%20b/');
    expect(listPath(kindListPage('special-race'), 'ru')).toBe('/ru/special-races/');
  });

  it('write the sportsbook’s leaderboard under the sportsbook, in each language', () => {
    expect(sportsLeaderboardPath('uk')).toBe('/sports-book/leaderboard/');
    expect(sportsLeaderboardPath('en')).toBe('/en/sports-book/leaderboard/');
  });
});
