import { sportBetsResponseSchema, sportWinFeedResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSportWins } from '../../src/modules/sportsbook/demo/demo-sport-wins.ts';
import { type GamePlayer, gamePlayer, principalOf } from '../games/support/wallet-api.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const quiet = { info: () => undefined, warn: () => undefined };

/** The demo's win feed starts with wins: real bets of hours ago, settled by the feed played on to now. */
describe('the demo’s sports wins', () => {
  let testApp: TestApp;
  let player: GamePlayer;
  const seed = async () => {
    const row = await testApp.app.accounts.players.findById(player.id);
    await testApp.database.db.transaction((tx) =>
      seedDemoSportWins(tx, {
        feed: { seed: 'sandbox', speed: 3 },
        clock: testApp.clock,
        wallet: testApp.app.wallet,
        protection: testApp.app.responsible,
        players: testApp.app.accounts.players,
        log: quiet,
        slips: [{ login: row?.login ?? '', singles: [20_000, 15_000], express: 100_000 }],
      }),
    );
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    player = await gamePlayer(testApp);
  }, 120_000);
  afterAll(() => testApp?.close());

  it('places the bets through the placement, pays them through the settlement, and the feed lists them', async () => {
    await seed();
    const settled = sportBetsResponseSchema.parse(
      (await player.get('/rest/sports-book/bets/?state=settled')).json(),
    ).data.bets;
    expect(settled.map((bet) => bet.type).sort()).toEqual(['express', 'single', 'single']);
    for (const bet of settled) {
      expect(bet).toMatchObject({ status: 'accepted', outcome: 'won', payout: bet.potentialPayout });
    }
    // The stakes were topped up first: what the player holds is what the bets paid.
    const paid = settled.reduce((sum, bet) => sum + bet.payout, 0);
    expect(await principalOf(testApp, player.id)).toBe(paid);
    const feed = sportWinFeedResponseSchema.parse((await player.get('/rest/sports-book/win-feed/')).json());
    expect(feed.data.wins.map((win) => win.betId).sort()).toEqual(
      settled.map((bet) => Number(bet.id)).sort(),
    );

    // A database fed already is left alone.
    await seed();
    const again = sportBetsResponseSchema.parse((await player.get('/rest/sports-book/bets/')).json());
    expect(again.data.total).toBe(3);
    expect(await principalOf(testApp, player.id)).toBe(paid);
  }, 180_000);
});
