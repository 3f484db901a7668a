import {
  sportEventResponseSchema,
  sportEventsResponseSchema,
  sportsMenuResponseSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';

describe('the sportsbook catalogue over HTTP, fed by the sandbox odds feed', () => {
  let testApp: TestApp;
  const get = (url: string) => callApi(testApp.app, { url });

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { SPORTS_FEED: 'sandbox' } });
    // The feed job's first run recovers a day of fixtures and the matches under way.
    await testApp.app.jobs.runNow('sportsbook-feed');
  });
  afterAll(() => testApp?.close());

  it('lists every sport with its countries and tournaments, counted, in the language asked for', async () => {
    const uk = sportsMenuResponseSchema.parse((await get('/rest/sports-book/menu/?lang=uk')).json()).data
      .sports;
    const en = sportsMenuResponseSchema.parse((await get('/rest/sports-book/menu/?lang=en')).json()).data
      .sports;
    expect(uk.map((entry) => entry.sport).sort()).toEqual([
      'basketball',
      'cs2',
      'dota2',
      'football',
      'ice-hockey',
      'tennis',
    ]);
    const football = uk.find((entry) => entry.sport === 'football');
    expect(football?.categories.map((category) => category.name)).toContain('Україна');
    expect(
      en.find((entry) => entry.sport === 'football')?.categories.map((category) => category.name),
    ).toContain('Ukraine');
    for (const sport of uk) {
      const tournaments = sport.categories.flatMap((category) => category.tournaments);
      expect(sport.live).toBe(tournaments.reduce((sum, tournament) => sum + tournament.live, 0));
      expect(sport.upcoming).toBe(tournaments.reduce((sum, tournament) => sum + tournament.upcoming, 0));
    }
    const live = (await get('/rest/sports-book/events/?status=live&limit=1')).json();
    expect(uk.reduce((sum, sport) => sum + sport.live, 0)).toBe(
      sportEventsResponseSchema.parse(live).data.total,
    );
  });

  it('lists live matches with their score and who-wins prices, and pages through the upcoming ones', async () => {
    const live = sportEventsResponseSchema.parse(
      (await get('/rest/sports-book/events/?status=live&lang=en')).json(),
    ).data;
    expect(live.total).toBeGreaterThan(3);
    for (const event of live.events) {
      expect(event.status).toBe('live');
      expect(event.live?.score).toBeDefined();
      expect(event.marketCount).toBeGreaterThanOrEqual(0);
    }
    expect(
      live.events.some((event) => event.mainMarket?.outcomes.every((outcome) => outcome.odds >= 101)),
    ).toBe(true);

    const first = sportEventsResponseSchema.parse(
      (await get('/rest/sports-book/events/?status=upcoming&limit=5')).json(),
    ).data;
    const second = sportEventsResponseSchema.parse(
      (await get('/rest/sports-book/events/?status=upcoming&limit=5&offset=5')).json(),
    ).data;
    expect(first.events).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const kickoffs = [...first.events, ...second.events].map((event) => event.scheduledAt);
    expect(kickoffs).toEqual([...kickoffs].sort());
    expect(new Set([...first.events, ...second.events].map((event) => event.id)).size).toBe(10);
  });

  it('filters by sport and by tournament', async () => {
    const tennis = sportEventsResponseSchema.parse(
      (await get('/rest/sports-book/events/?sport=tennis&limit=100')).json(),
    ).data;
    expect(tennis.events.length).toBeGreaterThan(0);
    expect(tennis.events.every((event) => event.sport === 'tennis' && event.mainMarket?.type !== '1x2')).toBe(
      true,
    );
    const [one] = tennis.events;
    const inTournament = sportEventsResponseSchema.parse(
      (await get(`/rest/sports-book/events/?tournament=${one?.tournament.id}&limit=100`)).json(),
    ).data;
    expect(inTournament.events.every((event) => event.tournament.id === one?.tournament.id)).toBe(true);
  });

  it('shows a match with every market it offers, who wins first', async () => {
    const [listed] = sportEventsResponseSchema.parse(
      (await get('/rest/sports-book/events/?sport=football&status=upcoming&limit=1&lang=ru')).json(),
    ).data.events;
    if (!listed) throw new Error('no upcoming football');
    const response = await get(`/rest/sports-book/events/${encodeURIComponent(listed.id)}/?lang=ru`);
    expect(response.statusCode, response.body).toBe(200);
    // The event id's colons need no escaping in a path.
    expect((await get(`/rest/sports-book/events/${listed.id}/?lang=ru`)).json()).toEqual(response.json());
    const event = sportEventResponseSchema.parse(response.json()).data;
    expect(event).toMatchObject({ id: listed.id, home: listed.home, away: listed.away });
    expect(event.markets[0]?.type).toBe('1x2');
    expect(event.markets.map((market) => market.type)).toEqual(
      expect.arrayContaining([
        'double_chance',
        'total',
        'asian_handicap',
        'btts',
        'correct_score',
        'next_goal',
      ]),
    );
    expect(event.markets.find((market) => market.type === 'total')?.specifiers.total).toMatch(/^\d+\.5$/);
    expect(event.marketCount).toBe(
      event.markets.filter((market) => ['active', 'suspended'].includes(market.status)).length,
    );
  });

  it('answers 404 for a match it does not have, and names a bad query', async () => {
    const missing = await get('/rest/sports-book/events/sbx%3Amatch%3Anone%3A1%3A1/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('sport_event_not_found');
    for (const query of ['status=finished', 'limit=1000', 'sport=golf', 'offset=-1']) {
      const bad = await get(`/rest/sports-book/events/?${query}`);
      expect(bad.statusCode, query).toBe(422);
    }
  });
});
