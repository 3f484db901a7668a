import { SPORT_SEARCH_LIMIT, sportSearchResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedName } from '../../src/modules/sandbox-feed/index.ts';
import { LIVE, type SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';
import { marketsOf } from './support.ts';

const HOUR = 60 * 60 * 1000;
const PRICES = { home: 200, draw: 340, away: 380 };

const LA_LIGA = {
  category: { id: 'search:spain', name: { uk: 'Іспанія', ru: 'Испания', en: 'Spain' } },
  tournament: { id: 'search:la-liga', name: { uk: 'Ла Ліга', ru: 'Ла Лига', en: 'La Liga' } },
};
const FRIENDLIES = {
  category: { id: 'search:world', name: { uk: 'Світ', ru: 'Мир', en: 'World' } },
  tournament: { id: 'search:friendlies', name: { uk: 'Товариські', ru: 'Товарищеские', en: 'Friendlies' } },
};

function same(name: string): LocalizedName {
  return { uk: name, ru: name, en: name };
}

describe('searching the sportsbook by the name of a team, a tournament or a country', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const search = (params: Record<string, string>) =>
    callApi(testApp.app, { url: `/rest/sports-book/search/?${new URLSearchParams(params)}` });
  const found = async (q: string, lang = 'uk') => {
    const response = await search({ q, lang });
    expect(response.statusCode, response.body).toBe(200);
    return sportSearchResponseSchema.parse(response.json()).data.events;
  };
  const ids = async (q: string) => (await found(q)).map((event) => event.id);

  /** A football match of Spain's La Liga (or of the tournament given) between two teams, `hours` from now. */
  const match = async (
    eventId: string,
    teams: { home: LocalizedName; away: LocalizedName },
    hours: number,
    league = LA_LIGA,
  ) => {
    const scheduledAt = new Date(testApp.clock.now().getTime() + hours * HOUR).toISOString();
    await markets.send({
      type: 'fixture_change',
      eventId,
      change: 'new',
      fixture: {
        eventId,
        sport: 'football',
        ...league,
        home: { id: `${eventId}:home`, name: teams.home },
        away: { id: `${eventId}:away`, name: teams.away },
        scheduledAt,
      },
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
    const real = { uk: 'Реал Мадрид', ru: 'Реал Мадрид', en: 'Real Madrid' };
    const sociedad = { uk: 'Реал Сосьєдад', ru: 'Реал Сосьедад', en: 'Real Sociedad' };
    const betis = { uk: 'Реал Бетіс', ru: 'Реал Бетис', en: 'Real Betis' };
    // Upcoming, its kick-off already past (a delayed start): the live match still comes first.
    await match(
      'search:real',
      { home: real, away: { uk: 'Барселона', ru: 'Барселона', en: 'Barcelona' } },
      -1,
    );
    await markets.price('search:real', PRICES);
    await match(
      'search:sociedad',
      { home: { uk: 'Севілья', ru: 'Севилья', en: 'Sevilla' }, away: sociedad },
      0,
    );
    await markets.price('search:sociedad', PRICES, LIVE);
    await match('search:betis', { home: betis, away: same('Getafe') }, 3);
    await markets.price('search:betis', PRICES);
    await match('search:betis-played', { home: betis, away: same('Girona') }, -3);
    await markets.price('search:betis-played', PRICES, LIVE);
    await markets.settle('search:betis-played', '1');
    // Read as wildcards, "0%" and "a_b" would find the second match too.
    await match('search:symbols', { home: same('100% Fans'), away: same('Sigma_Beta') }, 4);
    await match('search:letters', { home: same('Dynamo 2010'), away: same('Alpha Bravo') }, 5);
    await match(
      'search:accents',
      { home: same('Atlético Madrid'), away: { uk: 'Баварія', ru: 'Бавария', en: 'Bayern München' } },
      6,
      FRIENDLIES,
    );
    for (let place = 1; place <= SPORT_SEARCH_LIMIT + 5; place += 1) {
      await match(
        `search:friendly:${place}`,
        { home: same(`Club ${place}`), away: same('Rovers') },
        place,
        FRIENDLIES,
      );
    }
  });
  afterAll(() => testApp?.close());

  it('finds a team by its name in any language, in any case, named in the language asked for', async () => {
    const [madrid] = await found('real madrid', 'uk');
    expect(madrid).toMatchObject({
      id: 'search:real',
      home: { name: 'Реал Мадрид' },
      tournament: { name: 'Ла Ліга' },
      category: { name: 'Іспанія' },
    });
    expect(madrid?.mainMarket?.outcomes.map((outcome) => outcome.odds)).toEqual([200, 340, 380]);
    const [inEnglish] = await found('РЕАЛ МАДРИД', 'en');
    expect(inEnglish).toMatchObject({ id: 'search:real', home: { name: 'Real Madrid' } });
  });

  it('finds the matches of a tournament or a country by its name', async () => {
    const laLiga = ['search:sociedad', 'search:real', 'search:betis', 'search:symbols', 'search:letters'];
    expect(await ids('la lig')).toEqual(laLiga);
    expect(await ids('Товарищ')).toHaveLength(SPORT_SEARCH_LIMIT);
    expect(await ids('іспан')).toEqual(laLiga);
  });

  it('lists live matches first, then by kick-off, and leaves the settled ones out', async () => {
    expect(await ids('Real')).toEqual(['search:sociedad', 'search:real', 'search:betis']);
    expect(await ids('Girona')).toEqual([]);
  });

  it(`answers at most ${SPORT_SEARCH_LIMIT} matches`, async () => {
    expect(await ids('Rovers')).toEqual(
      Array.from({ length: SPORT_SEARCH_LIMIT }, (_, index) => `search:friendly:${index + 1}`),
    );
  });

  it('finds a name with or without its diacritics, as a visitor types it', async () => {
    expect(await ids('atletico')).toEqual(['search:accents']);
    expect(await ids('ATLÉTICO')).toEqual(['search:accents']);
    expect(await ids('munchen')).toEqual(['search:accents']);
    expect(await ids('München')).toEqual(['search:accents']);
  });

  it('takes % and _ as the characters themselves', async () => {
    expect(await ids('0%')).toEqual(['search:symbols']);
    expect(await ids('a_b')).toEqual(['search:symbols']);
    expect(await ids('%%')).toEqual([]);
  });

  it('refuses a query too short or too long, counted without the spaces around it', async () => {
    for (const q of ['r', '  r  ', '', 'x'.repeat(61)]) {
      const response = await search({ q });
      expect(response.statusCode, q).toBe(422);
    }
    expect((await search({})).statusCode).toBe(422);
    expect(await ids('  Betis  ')).toEqual(['search:betis']);
  });
});
