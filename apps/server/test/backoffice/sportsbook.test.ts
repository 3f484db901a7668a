import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db/migrations.ts';
import { betOf, bettor, marketsOf, pick, place, single } from '../sportsbook/support.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const TERMS = '/backoffice/api/sportsbook/terms/';
const LIMITS = '/backoffice/api/sportsbook/limits/';
const SETTINGS = '/backoffice/api/sportsbook/settings/';
const BETS = '/backoffice/api/sportsbook/bets/';
/** The express of the day's rules: four legs, each favourite priced 1.30 to 2.20. */
const EXPRESS = { expressLegs: 4, expressMinOdds: 130, expressMaxOdds: 220 };
const playerLimits = (id: number) => `/backoffice/api/players/${id}/sport-limits/`;

const UAH = {
  currency: 'UAH',
  minStake: 1_000,
  maxStake: 5_000_000,
  maxPayout: 50_000_000,
  maxEventPayout: 80_000_000,
  maxPlayerPayout: 200_000_000,
};

describe('the sportsbook in the back office', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  let risk: SignedInOperator;
  let support: SignedInOperator;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
    risk = await signInOperator(testApp, ['risk']);
    support = await signInOperator(testApp, ['support']);
  });
  afterAll(() => testApp?.close());

  it('shows the terms, lets risk change a currency’s limits and the bet delay, and audits both', async () => {
    const terms = await risk.call({ url: TERMS });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().limits.map((row: { currency: string }) => row.currency)).toEqual([
      'EUR',
      'RUB',
      'UAH',
      'USD',
    ]);
    expect(terms.json().liveDelayMs).toBe(5_000);

    const saved = await risk.call({ method: 'POST', url: LIMITS, payload: UAH });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().limits.find((row: { currency: string }) => row.currency === 'UAH')).toMatchObject(
      UAH,
    );
    const delay = await risk.call({
      method: 'POST',
      url: SETTINGS,
      payload: { ...EXPRESS, liveDelayMs: 7_000, cashOutMarginBp: 400 },
    });
    expect(delay.json()).toMatchObject({ liveDelayMs: 7_000, cashOutMarginBp: 400, expressLegs: 4 });
    const audited = rowsOf<{ action: string; before: { minStake: number } | null }>(
      await testApp.database.db.execute(
        sql`select action, before from audit_events where action like 'sportsbook.%' order by id`,
      ),
    );
    expect(audited.map((row) => row.action)).toEqual([
      'sportsbook.limits_changed',
      'sportsbook.settings_changed',
    ]);
    expect(audited[0]?.before?.minStake).toBe(500);

    // A bet below the new minimum is refused with it.
    await markets.match('backoffice:1', { home: 200, draw: 340, away: 380 });
    const player = await bettor(testApp, 100_000);
    expect(await place(player, single(pick('backoffice:1', '1', 200), 900))).toMatchObject({
      rejection: { reason: 'stake_below_minimum', limit: 1_000 },
    });

    const feed = await risk.call({
      method: 'POST',
      url: '/backoffice/api/sportsbook/win-feed/',
      payload: {
        minOddsSingle: 500,
        minOddsMulti: 2_000,
        maxEntries: 10,
        delaySeconds: 30,
        minimums: [{ currency: 'UAH', minWinSingle: 1_000_000, minWinMulti: 300_000 }],
      },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().winFeed).toMatchObject({ minOddsSingle: 500, maxEntries: 10, delaySeconds: 30 });
    const shown = (await player.get('/rest/sports-book/win-feed/')).json().data.settings;
    expect(shown).toEqual({
      viewMinCoefficientSingle: 5,
      viewMinCoefficientMulti: 20,
      viewMinWinSingle: 1_000_000,
      viewMinWinMulti: 300_000,
      maxLimit: 10,
      delaySeconds: 30,
    });
    const tooLong = await risk.call({
      method: 'POST',
      url: '/backoffice/api/sportsbook/win-feed/',
      payload: { minOddsSingle: 500, minOddsMulti: 2_000, maxEntries: 21, delaySeconds: 30, minimums: [] },
    });
    expect(tooLong.statusCode).toBe(422);

    const inverted = await risk.call({ method: 'POST', url: LIMITS, payload: { ...UAH, maxStake: 500 } });
    expect(inverted.statusCode).toBe(422);
    expect(
      (
        await risk.call({
          method: 'POST',
          url: SETTINGS,
          payload: { ...EXPRESS, liveDelayMs: 60_000, cashOutMarginBp: 400 },
        })
      ).statusCode,
    ).toBe(422);
    // A leg's lowest price above its highest.
    expect(
      (
        await risk.call({
          method: 'POST',
          url: SETTINGS,
          payload: { ...EXPRESS, expressMinOdds: 250, liveDelayMs: 5_000, cashOutMarginBp: 400 },
        })
      ).statusCode,
    ).toBe(422);
    const denied = await support.call({ method: 'POST', url: LIMITS, payload: UAH });
    expect(denied.statusCode).toBe(403);
  });

  it('lowers one player’s limits with a reason, holds their bets to them, and lifts them again', async () => {
    await markets.match('backoffice:2', { home: 200, draw: 340, away: 380 });
    const player = await bettor(testApp, 100_000);
    const lowered = await risk.call({
      method: 'POST',
      url: playerLimits(player.id),
      payload: {
        maxStake: 2_000,
        maxPayout: null,
        maxEventPayout: null,
        maxPlayerPayout: null,
        reason: 'sharp',
      },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({
      currency: 'UAH',
      lowered: { maxStake: 2_000, reason: 'sharp' },
      inForce: { maxStake: 2_000 },
    });
    expect(await place(player, single(pick('backoffice:2', '1', 200), 3_000))).toMatchObject({
      rejection: { reason: 'stake_above_maximum', limit: 2_000 },
    });
    const lifted = await risk.call({
      method: 'POST',
      url: playerLimits(player.id),
      payload: {
        maxStake: null,
        maxPayout: null,
        maxEventPayout: null,
        maxPlayerPayout: null,
        reason: 'reviewed',
      },
    });
    expect(lifted.json().lowered).toBeNull();
    expect(await place(player, single(pick('backoffice:2', '1', 200), 3_000))).toMatchObject({
      status: 'accepted',
    });
    const audit = await risk.call({ url: `/backoffice/api/players/${player.id}/audit/` });
    const actions = audit.json().events.map((event: { action: string }) => event.action);
    expect(actions.filter((action: string) => action === 'sportsbook.player_limits_changed')).toHaveLength(2);
    expect((await risk.call({ url: playerLimits(999_999_999) })).statusCode).toBe(404);
  });

  it('lists the bets, a player’s, and those whose rolled-back payout the balance did not cover', async () => {
    await markets.match('backoffice:3', { home: 200, draw: 340, away: 380 });
    await markets.match('backoffice:4', { home: 200, draw: 340, away: 380 });
    const player = await bettor(testApp, 1_000);
    const bet = await place(player, single(pick('backoffice:3', '1', 200), 1_000));
    await markets.settle('backoffice:3', '1');
    await testApp.app.jobs.runNow('sportsbook-settlement');
    await place(player, single(pick('backoffice:4', '1', 200), 2_000));
    await markets.rollback('backoffice:3');
    await testApp.app.jobs.runNow('sportsbook-settlement');
    expect(await betOf(player, bet.id)).toMatchObject({ outcome: 'open' });

    const unrecovered = await risk.call({ url: `${BETS}?filter=unrecovered` });
    expect(unrecovered.statusCode, unrecovered.body).toBe(200);
    expect(unrecovered.json().bets).toEqual([
      expect.objectContaining({ id: Number(bet.id), playerId: player.id, unrecovered: 2_000, payout: 2_000 }),
    ]);
    const theirs = await risk.call({ url: `${BETS}?playerId=${player.id}` });
    expect(theirs.json().total).toBe(2);
    expect((await support.call({ url: BETS })).statusCode).toBe(403);
  });
});
