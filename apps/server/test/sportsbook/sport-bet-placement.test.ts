import { sportBetsResponseSchema } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, principalOf } from '../games/support/wallet-api.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { LIVE } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { betOf, bettor, marketsOf, matchMaker, newReference, pick, place, single } from './support.ts';

describe('placing sports bets', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'placement');

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('takes a pre-match single at once: the stake leaves the balance, the bet is the player’s alone', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    expect(bet).toMatchObject({
      type: 'single',
      status: 'accepted',
      rejection: null,
      stake: 1_000,
      odds: 200,
      potentialPayout: 2_000,
      outcome: 'open',
      payout: 0,
    });
    expect(bet.selections[0]).toMatchObject({
      eventId: match,
      market: '1x2',
      outcome: '1',
      odds: 200,
      live: false,
      result: 'open',
      home: { name: `${match} Home` },
      tournament: { name: 'Premier League' },
    });
    expect(await principalOf(testApp, player.id)).toBe(9_000);
    expect(await betOf(player, bet.id)).toEqual(bet);
    const open = sportBetsResponseSchema.parse(
      (await player.get('/rest/sports-book/bets/?state=open')).json(),
    );
    expect(open.data.bets.map((entry) => entry.id)).toEqual([bet.id]);
    const settled = sportBetsResponseSchema.parse(
      (await player.get('/rest/sports-book/bets/?state=settled')).json(),
    );
    expect(settled.data.total).toBe(0);

    const stranger = await bettor(testApp, 0);
    const foreign = await stranger.get(`/rest/sports-book/bets/${bet.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('sport_bet_not_found');
  });

  it('answers the same reference id with the same bet and one stake, and refuses it for another request', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const body = single(pick(match, '2', 380), 500);
    const copies = await Promise.all([1, 2, 3, 4, 5].map(() => player.post('/rest/sports-book/bets/', body)));
    const ids = copies.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await principalOf(testApp, player.id)).toBe(9_500);

    const other = await player.post('/rest/sports-book/bets/', { ...body, stake: 600 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await principalOf(testApp, player.id)).toBe(9_500);
  });

  it('applies the odds-change policy: never a silent change, a better price only when allowed', async () => {
    const match = await newMatch({ home: 210, draw: 320, away: 330 });
    const player = await bettor(testApp, 100_000);
    // The slip showed 2.00; the market now says 2.10.
    const refused = await place(player, single(pick(match, '1', 200), 1_000));
    expect(refused).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'odds_changed' },
      outcome: 'void',
    });
    expect(refused.selections[0]).toMatchObject({ odds: 200, currentOdds: 210 });
    const higher = await place(player, single(pick(match, '1', 200), 1_000, { oddsPolicy: 'higher' }));
    expect(higher).toMatchObject({ status: 'accepted', odds: 210, potentialPayout: 2_100 });
    // A price that fell is taken only under "any".
    const fell = await place(player, single(pick(match, 'x', 340), 1_000, { oddsPolicy: 'higher' }));
    expect(fell).toMatchObject({ status: 'rejected', rejection: { reason: 'odds_changed' } });
    const any = await place(player, single(pick(match, 'x', 340), 1_000, { oddsPolicy: 'any' }));
    expect(any).toMatchObject({ status: 'accepted', odds: 320 });
    expect(await principalOf(testApp, player.id)).toBe(98_000);
  });

  it('rejects a suspended market, a feed that is not up and a withdrawn outcome, with the reason', async () => {
    const player = await bettor(testApp, 100_000);
    const stopped = await newMatch();
    await markets.stop(stopped);
    expect(await place(player, single(pick(stopped, '1', 200), 1_000))).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'market_suspended' },
    });
    const priced = await newMatch();
    await markets.producers('down');
    expect(await place(player, single(pick(priced, '1', 200), 1_000))).toMatchObject({
      rejection: { reason: 'market_suspended' },
    });
    await markets.producers('up');
    expect(
      await place(player, single({ ...pick(priced, '1', 200), outcome: 'no-such-outcome' }, 1_000)),
    ).toMatchObject({ rejection: { reason: 'market_closed' } });
    expect(
      await place(player, single({ ...pick(priced, 'over', 190), specifiers: { total: '9.5' } }, 1_000)),
    ).toMatchObject({ rejection: { reason: 'market_closed' } });
    const unknown = await player.post(
      '/rest/sports-book/bets/',
      single(pick('no-such-match', '1', 200), 1_000),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('sport_event_not_found');
    expect(await principalOf(testApp, player.id)).toBe(100_000);
  });

  it('holds bets to the limits, lowered per player by the operator, and names the limit', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 50_000_000);
    expect(await place(player, single(pick(match, '1', 200), 100))).toMatchObject({
      rejection: { reason: 'stake_below_minimum', limit: 500 },
    });
    expect(await place(player, single(pick(match, '1', 200), 10_000_001))).toMatchObject({
      rejection: { reason: 'stake_above_maximum', limit: 10_000_000 },
    });
    await testApp.database.db.execute(
      sql`insert into sport_player_limits (player_id, max_stake, max_event_payout, reason, updated_at)
          values (${player.id}, 5000, 15000, 'a sharp bettor', now())`,
    );
    expect(await place(player, single(pick(match, '1', 200), 6_000))).toMatchObject({
      rejection: { reason: 'stake_above_maximum', limit: 5_000 },
    });
    // Two bets of 5,000 at 2.00 would pay 20,000 on one match: the second is over the per-match 15,000.
    expect(await place(player, single(pick(match, '1', 200), 5_000))).toMatchObject({ status: 'accepted' });
    expect(await place(player, single(pick(match, '2', 380), 2_000))).toMatchObject({
      rejection: { reason: 'event_limit_exceeded', limit: 15_000 },
    });
    const elsewhere = await newMatch();
    expect(await place(player, single(pick(elsewhere, '1', 200), 5_000))).toMatchObject({
      status: 'accepted',
    });
  });

  it('measures concurrent bets of one player one after the other against the per-match limit', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 1_000_000);
    await testApp.database.db.execute(
      sql`insert into sport_player_limits (player_id, max_event_payout, reason, updated_at)
          values (${player.id}, 10000, 'test', now())`,
    );
    // Each pays 4,000: two fit under 10,000, a third does not, however they arrive.
    const bets = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => place(player, single(pick(match, '1', 200), 2_000))),
    );
    expect(bets.filter((bet) => bet.status === 'accepted')).toHaveLength(2);
    expect(bets.filter((bet) => bet.rejection?.reason === 'event_limit_exceeded')).toHaveLength(4);
    expect(await principalOf(testApp, player.id)).toBe(1_000_000 - 4_000);
  });

  it('refuses a stake the balance does not cover and stores nothing, so the same slip can be sent after a deposit', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 900);
    const body = single(pick(match, '1', 200), 1_000);
    const short = await player.post('/rest/sports-book/bets/', body);
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toMatchObject({ code: 'insufficient_funds', details: { balance: 900 } });
    await fund(testApp, player.id, 100);
    expect(await place(player, body)).toMatchObject({ status: 'accepted' });
    expect(await principalOf(testApp, player.id)).toBe(0);
  });

  it('applies self-limits and a time-out to sports stakes exactly as to casino stakes', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 100_000);
    const limited = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'wager', period: 'day', amount: 1_500 }],
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(await place(player, single(pick(match, '1', 200), 1_000))).toMatchObject({ status: 'accepted' });
    const over = await player.post('/rest/sports-book/bets/', single(pick(match, '1', 200), 1_000));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'self_limit_reached',
      details: { type: 'wager', period: 'day', left: 500 },
    });
    const timeout = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(timeout.statusCode, timeout.body).toBe(200);
    const excluded = await player.post('/rest/sports-book/bets/', single(pick(match, '1', 200), 500));
    expect(excluded.json().error.code).toBe('self_excluded');
    expect(await principalOf(testApp, player.id)).toBe(99_000);

    // As at the casino, the brand asks for a tax ID before money is staked.
    const untaxed = await bettor(testApp, 10_000, { taxId: false });
    const refused = await untaxed.post('/rest/sports-book/bets/', single(pick(match, '1', 200), 500));
    expect(refused.json().error.code).toBe('tax_id_required');
  });

  it('combines an express and splits a system bet, and refuses slips that cannot be one', async () => {
    const [first, second, third] = [await newMatch(), await newMatch(), await newMatch()];
    const player = await bettor(testApp, 100_000);
    const express = await place(player, {
      referenceId: newReference(),
      type: 'express',
      stake: 1_000,
      oddsPolicy: 'none',
      selections: [pick(first, '1', 200), pick(second, 'x', 340), pick(third, 'over', 190)],
    });
    // 2.00 x 3.40 x 1.90 = 12.92.
    expect(express).toMatchObject({ status: 'accepted', odds: 1_292, potentialPayout: 12_920 });
    const system = await place(player, {
      referenceId: newReference(),
      type: 'system',
      systemSize: 2,
      stake: 3_000,
      oddsPolicy: 'none',
      selections: [pick(first, '1', 200), pick(second, 'x', 340), pick(third, 'over', 190)],
    });
    // Three doubles of 1,000: 6.80 + 3.80 + 6.46.
    expect(system).toMatchObject({
      status: 'accepted',
      systemSize: 2,
      potentialPayout: 6_800 + 3_800 + 6_460,
    });

    const invalid = async (body: object) => {
      const response = await player.post('/rest/sports-book/bets/', {
        referenceId: newReference(),
        stake: 1_000,
        oddsPolicy: 'none',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().error.code;
    };
    expect(
      await invalid({ type: 'express', selections: [pick(first, '1', 200), pick(first, 'over', 190)] }),
    ).toBe('sport_bet_invalid');
    expect(await invalid({ type: 'express', selections: [pick(first, '1', 200)] })).toBe('sport_bet_invalid');
    expect(
      await invalid({
        type: 'system',
        systemSize: 2,
        stake: 1_000,
        selections: [pick(first, '1', 200), pick(second, 'x', 340), pick(third, 'over', 190)],
      }),
    ).toBe('sport_bet_invalid');
    expect(await invalid({ type: 'single', selections: [pick(first, '1', 100)] })).toBe('validation_failed');
    expect(await invalid({ type: 'single', stake: -5, selections: [pick(first, '1', 200)] })).toBe(
      'validation_failed',
    );
    expect(await invalid({ type: 'single', stake: 1e20, selections: [pick(first, '1', 200)] })).toBe(
      'validation_failed',
    );
    expect(await principalOf(testApp, player.id)).toBe(96_000);
  });

  it('holds a live bet for the bet delay and then decides it on the prices of that moment', async () => {
    const player = await bettor(testApp, 100_000);
    const calm = await newMatch({ home: 200, draw: 340, away: 380 }, LIVE);
    const pending = await place(player, single(pick(calm, '1', 200), 1_000));
    expect(pending).toMatchObject({ status: 'pending', outcome: 'open' });
    expect(pending.selections[0]?.live).toBe(true);
    expect(await principalOf(testApp, player.id)).toBe(99_000);
    await testApp.app.jobs.runNow('sportsbook-pending-bets');
    expect((await betOf(player, pending.id)).status).toBe('pending');

    const busy = await newMatch({ home: 200, draw: 340, away: 380 }, LIVE);
    const attacked = await place(player, single(pick(busy, '2', 380), 2_000));
    // A dangerous attack during the delay: the market is suspended when the bet is decided.
    await markets.stop(busy);
    testApp.clock.advance(5_000);
    await testApp.app.jobs.runNow('sportsbook-pending-bets');
    expect(await betOf(player, pending.id)).toMatchObject({ status: 'accepted', odds: 200 });
    expect(await betOf(player, attacked.id)).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'market_suspended' },
      outcome: 'void',
    });
    expect(await principalOf(testApp, player.id)).toBe(99_000);

    // A price that moved during the delay: taken at the new price under "higher", refused under "none".
    const moving = await newMatch({ home: 200, draw: 340, away: 380 }, LIVE);
    const strict = await place(player, single(pick(moving, '1', 200), 1_000));
    const flexible = await place(player, single(pick(moving, '1', 200), 1_000, { oddsPolicy: 'higher' }));
    await markets.price(moving, { home: 230, draw: 320, away: 330 }, LIVE);
    testApp.clock.advance(5_000);
    await testApp.app.jobs.runNow('sportsbook-pending-bets');
    expect(await betOf(player, strict.id)).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'odds_changed' },
    });
    expect(await betOf(player, flexible.id)).toMatchObject({
      status: 'accepted',
      odds: 230,
      potentialPayout: 2_300,
    });
    expect(await principalOf(testApp, player.id)).toBe(98_000);
  });
});
