import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettor, marketsOf, matchMaker, pick, place, single } from '../sportsbook/support.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { addCompetition, competitionOf, relayAll } from './competition-app.ts';

describe('a sports leaderboard: a competition counting sports bets', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'leaderboard');
  const settle = () => testApp.app.jobs.runNow('sportsbook-settlement');

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    await testApp.app.outbox.prepare();
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('scores stakes once they stand and winnings once decided, following a resettlement; casino boards ignore them', async () => {
    const sports = { product: 'sports' as const, autoSubscribe: true, minBet: 500 };
    const staked = await addCompetition(testApp, { ...sports, mode: 'bets' });
    const won = await addCompetition(testApp, { ...sports, mode: 'wins' });
    const odds = await addCompetition(testApp, { ...sports, mode: 'wins_extended' });
    const casino = await addCompetition(testApp, { mode: 'bets', autoSubscribe: true });
    const match = await newMatch();
    const player = await bettor(testApp, 100_000);
    await place(player, single(pick(match, '1', 200), 1_000));
    await place(player, single(pick(match, 'over', 190), 2_000));
    // Under the minimum bet: nothing.
    await place(player, single(pick(match, 'x', 340), 300));
    await relayAll(testApp);
    expect((await competitionOf(player, staked.slug)).playerData).toMatchObject({
      points: 3_000,
      roundsPlayed: 2,
    });
    expect((await competitionOf(player, won.slug)).playerData?.points).toBe(0);

    await markets.settle(match, '1', 2);
    await settle();
    await relayAll(testApp);
    expect((await competitionOf(player, won.slug)).playerData?.points).toBe(2_000);
    expect((await competitionOf(player, odds.slug)).playerData?.points).toBe(200);
    expect((await competitionOf(player, casino.slug)).playerData).toMatchObject({
      isSubscribed: false,
      points: 0,
    });

    // The result rolled back: the win and its score are taken back.
    await markets.rollback(match);
    await settle();
    await relayAll(testApp);
    expect((await competitionOf(player, won.slug)).playerData?.points).toBe(0);
    expect((await competitionOf(player, odds.slug)).playerData?.points).toBe(0);
  });
});
