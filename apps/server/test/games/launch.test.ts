import { gameLaunchResponseSchema, SELF_EXCLUDED_STATUS } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import { games } from '../../src/modules/games/catalogue.schema.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { callApi } from '../support/test-app.ts';
import {
  authenticate,
  fund,
  gamePlayer,
  gamesTestApp,
  giveTaxId,
  launch,
  newId,
  realSession,
  SLOT,
  tokenOf,
  walletCall,
} from './support/wallet-api.ts';

const apps = gamesTestApp();
const other = gamesTestApp({ BRAND: '777' });

describe('game launch', () => {
  it('opens demo for guests, with a one-time token in the studio URL, and refuses real money without a session', async () => {
    const guest = await launch(null, apps.current, '?lang=en');
    const [game] = guest.data;
    expect(guest.success).toBe(true);
    expect(game).toMatchObject({
      slug: SLOT,
      isMoney: false,
      finOperations: { isAvailable: false },
      requestInn: false,
      playerInfo: { betsAmount: 0, needBetsAmount: 0, race: { isAutoSubscription: false } },
      openRoundId: null,
      provider: { slug: 'studio' },
    });
    // A path on the site, not an address on PUBLIC_URL: the frame shares the page's origin on any host name.
    expect(game?.iframeUrl).toMatch(new RegExp(`^/studio/play/${SLOT}/\\?`));
    const url = new URL(game?.iframeUrl ?? '', 'http://any-host.example');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await launch(null, apps.current, '?isMoney=1')).toEqual({ success: false, data: [] });
    expect(await launch(null, apps.current, '?isMoney=true')).toEqual({ success: false, data: [] });
  });

  it('answers /rest/play/{slug}/ the same way', async () => {
    const response = await callApi(apps.current.app, { url: `/rest/play/${SLOT}/?isMoney=0` });
    expect(response.statusCode, response.body).toBe(200);
    expect(gameLaunchResponseSchema.parse(response.json()).data[0]).toMatchObject({
      slug: SLOT,
      isMoney: false,
    });
  });

  it('launches real money by default for a player who may play, announcing it', async () => {
    const player = await gamePlayer(apps.current, { currency: 'USD', language: 'ru' });
    const launched = await launch(player, apps.current, '');
    const [game] = launched.data;
    expect(game).toMatchObject({
      isMoney: true,
      finOperations: { isAvailable: true },
      autoVerificationData: { isAvailable: false },
      // USD is exempt from the tax ID.
      requestInn: false,
    });
    expect(new URL(game?.iframeUrl ?? '', 'http://any-host.example').searchParams.get('lang')).toBe('ru');
    const session = await authenticate(apps.current, tokenOf(launched));
    expect(session).toMatchObject({ mode: 'real', currency: 'USD', language: 'ru' });
    const events = await apps.current.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.playerId, player.id), eq(outboxEvents.type, 'GameLaunched')));
    expect(events.map((event) => event.payload)).toEqual([{ slug: SLOT, isMoney: true }]);
  });

  it('gives no real game to a player without financial operations, but demo still', async () => {
    const incomplete = await gamePlayer(apps.current, { registrationComplete: false, currency: 'USD' });
    const [refused] = (await launch(incomplete, apps.current, '?isMoney=1')).data;
    expect(refused).toMatchObject({ isMoney: true, iframeUrl: null, finOperations: { isAvailable: false } });
    const blocked = await gamePlayer(apps.current, { currency: 'USD' });
    await apps.current.database.db
      .update(players)
      .set({ status: 'blocked' })
      .where(eq(players.id, blocked.id));
    expect((await launch(blocked, apps.current, '?isMoney=1')).data[0]).toMatchObject({
      iframeUrl: null,
      finOperations: { isAvailable: false },
    });
    const [demo] = (await launch(incomplete, apps.current, '?isMoney=0')).data;
    expect(demo?.iframeUrl).not.toBeNull();
  });

  it('answers a real-money launch during a time-out with 444 and its end, and still opens demo', async () => {
    const excluded = await gamePlayer(apps.current, { currency: 'USD' });
    const timeout = await excluded.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(timeout.statusCode, timeout.body).toBe(200);
    for (const query of ['?isMoney=1', '']) {
      const refused = await excluded.get(`/rest/game/${SLOT}/${query}`);
      expect(refused.statusCode, refused.body).toBe(SELF_EXCLUDED_STATUS);
      expect(refused.json().error).toMatchObject({
        code: 'self_excluded',
        details: { till: timeout.json().data.till },
      });
    }
    const [demo] = (await launch(excluded, apps.current, '?isMoney=0')).data;
    expect(demo?.iframeUrl).not.toBeNull();
  });

  it('asks a UAH player of a Ukrainian brand for a tax ID before real money, until they give one', async () => {
    const player = await gamePlayer(apps.current, { currency: 'UAH' });
    const [asked] = (await launch(player, apps.current, '?isMoney=1')).data;
    expect(asked).toMatchObject({ requestInn: true, iframeUrl: null, finOperations: { isAvailable: true } });
    const [demo] = (await launch(player, apps.current, '?isMoney=0')).data;
    expect(demo).toMatchObject({ requestInn: true, isMoney: false });
    expect(demo?.iframeUrl).not.toBeNull();
    await giveTaxId(apps.current, player.id);
    const [allowed] = (await launch(player, apps.current, '?isMoney=1')).data;
    expect(allowed?.requestInn).toBe(false);
    expect(allowed?.iframeUrl).not.toBeNull();
  });

  it('asks no tax ID on a brand that does not require one', async () => {
    const player = await gamePlayer(other.current, { currency: 'UAH' });
    const [game] = (await launch(player, other.current, '?isMoney=1')).data;
    expect(game).toMatchObject({ requestInn: false, finOperations: { isAvailable: true } });
    expect(game?.iframeUrl).not.toBeNull();
  });

  it('answers 404 for an unknown, disabled or coming-soon game', async () => {
    expect((await callApi(apps.current.app, { url: '/rest/game/no-such-game/' })).statusCode).toBe(404);
    const db = apps.current.database.db;
    await db.update(games).set({ isEnabled: false }).where(eq(games.slug, 'hot-sevens'));
    expect((await callApi(apps.current.app, { url: '/rest/game/hot-sevens/' })).statusCode).toBe(404);
    await db
      .update(games)
      .set({ isEnabled: true, releaseAt: new Date(apps.current.clock.now().getTime() + 86_400_000) })
      .where(eq(games.slug, 'hot-sevens'));
    const comingSoon = await callApi(apps.current.app, { url: '/rest/game/hot-sevens/' });
    expect(comingSoon.statusCode).toBe(404);
    expect(comingSoon.json()).toMatchObject({ success: false, error: { code: 'game_not_found' } });
    await db.update(games).set({ releaseAt: null }).where(eq(games.slug, 'hot-sevens'));
  });

  it("shows the player's stakes in the game and their unfinished round", async () => {
    const player = await gamePlayer(apps.current, { currency: 'USD' });
    const session = await realSession(apps.current, player);
    await fund(apps.current, player.id, 100_000, 'USD');
    const roundId = newId('round');
    const placed = { sessionToken: session.sessionToken, roundId, currency: 'USD', amount: session.minBet };
    expect((await walletCall(apps.current, 'bet', { ...placed, transactionId: newId() })).statusCode).toBe(
      200,
    );
    expect((await walletCall(apps.current, 'bet', { ...placed, transactionId: newId() })).statusCode).toBe(
      200,
    );
    const [game] = (await launch(player, apps.current, '?isMoney=1')).data;
    expect(game?.playerInfo.betsAmount).toBe(2 * session.minBet);
    expect(game?.openRoundId).toBe(roundId);
  });
});
