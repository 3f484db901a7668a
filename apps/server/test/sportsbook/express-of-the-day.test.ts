import { expressOfTheDayResponseSchema } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportMarkets } from '../support/sport-markets.ts';
import { LIVE } from '../support/sport-markets.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';
import { marketsOf, matchMaker } from './support.ts';

describe('the express of the day', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'express');
  const express = async () => {
    const response = await callApi(testApp.app, { url: '/rest/sports-book/express-of-the-day/?lang=en' });
    expect(response.statusCode, response.body).toBe(200);
    return expressOfTheDayResponseSchema.parse(response.json()).data;
  };
  const rules = (legs: number) =>
    testApp.database.db.execute(sql`update sport_book_settings set express_legs = ${legs}`);

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
    // The test matches kick off at 18:00 the next day: within the day the express looks ahead.
    testApp.clock.advance(12 * 60 * 60 * 1000);
  });
  afterAll(() => testApp?.close());

  it('proposes the favourites priced within the operator’s range, the same all day, and none when too few fit', async () => {
    expect(await express()).toBeNull();
    const fitting = [
      await newMatch({ home: 150, draw: 380, away: 600 }),
      await newMatch({ home: 500, draw: 380, away: 170 }),
      await newMatch({ home: 200, draw: 340, away: 380 }),
      await newMatch({ home: 140, draw: 420, away: 700 }),
    ];
    // A favourite too short, and a match under way, are left out.
    await newMatch({ home: 110, draw: 900, away: 2_000 });
    await newMatch({ home: 150, draw: 380, away: 600 }, LIVE);

    const today = await express();
    expect(today?.legs).toHaveLength(3);
    for (const leg of today?.legs ?? []) {
      expect(fitting).toContain(leg.event.id);
      expect(leg.odds).toBe(
        Math.min(...(leg.event.mainMarket?.outcomes.map((outcome) => outcome.odds) ?? [])),
      );
    }
    const [a, b, c] = (today?.legs ?? []).map((leg) => leg.odds);
    expect(today?.odds).toBe(Math.floor(((a as number) * (b as number) * (c as number)) / 10_000));
    expect(await express()).toEqual(today);

    await rules(4);
    expect((await express())?.legs.map((leg) => leg.event.id).sort()).toEqual([...fitting].sort());
    await rules(5);
    expect(await express()).toBeNull();
    await rules(3);
  });
});
