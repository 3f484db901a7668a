import { PUBLIC_CHANNELS, type PushMessage, sportWinFeedResponseSchema } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WinFeed } from '../../src/modules/sportsbook/bets/win-feed.ts';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import { type OutboxRow, parseOutboxRow } from '../../src/platform/events/relayed-event.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, callApi, type TestApp } from '../support/test-app.ts';
import { bettor, marketsOf, newReference, pick, place, single } from './support.ts';

describe('the sports win feed', () => {
  let testApp: TestApp;
  let markets: SportMarkets;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  /** What the win feed's outbox subscriber publishes for every settled bet written so far. */
  const published = async () => {
    const rows = rowsOf<OutboxRow>(
      await testApp.database.db.execute(
        sql`select * from outbox_events where type = 'SportBetSettled' order by id`,
      ),
    );
    const subscriber = new WinFeed(testApp.database.db).subscriber({
      publish: async (channel: string, message: PushMessage) => {
        sent.push({ channel, message });
      },
    });
    const sent: { channel: string; message: PushMessage }[] = [];
    for (const row of rows) {
      const { event } = parseOutboxRow(row);
      if (!event) throw new Error('an unreadable event');
      const works: (() => Promise<unknown>)[] = [];
      await subscriber.handle(event, testApp.database.db, (work) => works.push(work));
      for (const work of works) await work();
    }
    return sent;
  };

  it('lists and pushes the wins whose odds or amount reach the minimums for their kind, and no others', async () => {
    await markets.match('feed:1', { home: 200, draw: 340, away: 380 });
    await markets.match('feed:2', { home: 320, draw: 340, away: 220 });
    const player = await bettor(testApp, 10_000_000);
    // A single at 2.00 for 10 UAH pays 20: neither 3.00 nor 5,000 UAH. One at 3.80 would qualify by its odds, but loses.
    const small = await place(player, single(pick('feed:1', '1', 200), 1_000));
    const longShot = await place(player, single(pick('feed:1', '2', 380), 1_000));
    // A single at 2.00 paying 6,000 UAH qualifies by its amount.
    const big = await place(player, single(pick('feed:1', '1', 200), 300_000));
    // An express of 2.00 x 3.20 = 6.40 is under the multi minimum of 10.00 and pays under 2,000 UAH.
    const express = await place(player, {
      referenceId: newReference(),
      type: 'express',
      stake: 1_000,
      oddsPolicy: 'none',
      selections: [pick('feed:1', '1', 200), pick('feed:2', '1', 320)],
    });
    await markets.settle('feed:1', '1');
    await markets.settle('feed:2', '1');
    await testApp.app.jobs.runNow('sportsbook-settlement');

    const feed = sportWinFeedResponseSchema.parse(
      (await callApi(testApp.app, { url: '/rest/sports-book/win-feed/' })).json(),
    ).data;
    expect(feed.settings).toEqual({
      viewMinCoefficientSingle: 3,
      viewMinCoefficientMulti: 10,
      viewMinWinSingle: 500_000,
      viewMinWinMulti: 200_000,
      maxLimit: 20,
      delaySeconds: 10,
    });
    expect(feed.wins.map((win) => win.betId)).toEqual([Number(big.id)]);
    expect(feed.wins[0]).toMatchObject({
      betType: 'single',
      coefficient: 2,
      winAmount: 600_000,
      currency: 'UAH',
    });

    const sent = await published();
    expect(sent).toEqual([
      {
        channel: PUBLIC_CHANNELS.sportWins,
        message: expect.objectContaining({
          id: `sport-win-${big.id}`,
          type: 'sportBettingWin',
          action: 'win',
          data: expect.objectContaining({ betId: Number(big.id), winAmount: 600_000 }),
        }),
      },
    ]);
    // The long shot lost and the express and the small single won too little: none of them is told.
    expect(
      [small.id, longShot.id, express.id].some((id) =>
        sent.some((entry) => entry.message.id.endsWith(`-${id}`)),
      ),
    ).toBe(false);
  });
});
