import {
  cashOutQuoteResponseSchema,
  type PushMessage,
  personalChannel,
  sportBetResponseSchema,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GamePlayer } from '../games/support/wallet-api.ts';
import { principalOf } from '../games/support/wallet-api.ts';
import type { SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import {
  betOf,
  bettor,
  expressOf,
  marketsOf,
  matchMaker,
  newReference,
  pick,
  place,
  single,
} from './support.ts';

describe('cashing out sports bets', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'cash-out');
  const settle = () => testApp.app.jobs.runNow('sportsbook-settlement');
  const quote = async (player: GamePlayer, betId: string, stake?: number) => {
    const query = stake === undefined ? '' : `?stake=${stake}`;
    const response = await player.get(`/rest/sports-book/bets/${betId}/cash-out/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return cashOutQuoteResponseSchema.parse(response.json()).data;
  };
  const cashOut = (player: GamePlayer, betId: string, body: { stake: number; amount: number }) =>
    player.post(`/rest/sports-book/bets/${betId}/cash-out/`, body);

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('pays the quoted value of the whole stake, less the margin, and nothing more when the match ends', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    // At an unchanged price a bet is worth its stake; the operator's 5% margin keeps 50.
    expect(await quote(player, bet.id)).toEqual({
      available: true,
      refusal: null,
      remainingStake: 1_000,
      amount: 950,
    });
    const cashed = await cashOut(player, bet.id, { stake: 1_000, amount: 950 });
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(sportBetResponseSchema.parse(cashed.json()).data).toMatchObject({
      outcome: 'cashed_out',
      payout: 950,
      cashedOutStake: 1_000,
      cashOutAmount: 950,
    });
    expect(await principalOf(testApp, player.id)).toBe(9_950);
    await markets.settle(match, '1');
    await settle();
    expect(await betOf(player, bet.id)).toMatchObject({ outcome: 'cashed_out', payout: 950 });
    expect(await principalOf(testApp, player.id)).toBe(9_950);
    const again = await cashOut(player, bet.id, { stake: 1_000, amount: 950 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'cash_out_unavailable',
      details: { refusal: 'not_offered' },
    });
  });

  it('tells the player live what a cash-out pays as the prices move, once per change, and when it stops', async () => {
    const published: { channel: string; message: PushMessage }[] = [];
    const spy = vi
      .spyOn(testApp.app.push.publisher, 'publish')
      .mockImplementation(async (channel, message) => {
        published.push({ channel, message });
      });
    const offers = async () => {
      published.length = 0;
      await testApp.app.jobs.runNow('sportsbook-cash-out-offers');
      return published
        .filter(({ message }) => message.type === 'sportBet')
        .map(({ channel, message }) => ({ channel, data: message.data }));
    };
    try {
      const match = await newMatch();
      const player = await bettor(testApp, 10_000);
      const bet = await place(player, single(pick(match, '1', 200), 1_000));
      await offers();
      await markets.price(match, { home: 250, draw: 320, away: 300 });
      expect(await offers()).toEqual([
        {
          channel: personalChannel(player.id),
          data: { betId: bet.id, available: true, refusal: null, remainingStake: 1_000, amount: 760 },
        },
      ]);
      // Nothing moved: nothing is sent.
      expect(await offers()).toEqual([]);
      await markets.stop(match);
      expect(await offers()).toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ available: false, refusal: 'market_suspended', amount: null }),
        }),
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a value that moved during the request with the new one, and a suspended market with the reason', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    const shown = await quote(player, bet.id);
    // The home side's price drifts out to 2.50: the bet is worth less.
    await markets.price(match, { home: 250, draw: 320, away: 300 });
    const moved = await cashOut(player, bet.id, { stake: 1_000, amount: shown.amount as number });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({
      code: 'cash_out_price_changed',
      details: { stake: 1_000, amount: 760 },
    });
    await markets.stop(match);
    expect(await quote(player, bet.id)).toMatchObject({
      available: false,
      refusal: 'market_suspended',
      amount: null,
    });
    const suspended = await cashOut(player, bet.id, { stake: 1_000, amount: 760 });
    expect(suspended.json().error).toMatchObject({
      code: 'cash_out_unavailable',
      details: { refusal: 'market_suspended' },
    });
    expect(await principalOf(testApp, player.id)).toBe(9_000);
  });

  it('cashes out part of an express, settles what stays riding, and never takes a cash-out back', async () => {
    const [first, second] = [await newMatch(), await newMatch()];
    const player = await bettor(testApp, 10_000);
    const express = await place(player, expressOf([pick(first, '1', 200), pick(second, '1', 200)], 1_000));
    await markets.settle(first, '1');
    await settle();
    await markets.price(second, { home: 150, draw: 400, away: 600 });
    // 400 of the stake: 400 x 2.00 (won) x 2.00 / 1.50 (the open leg now) x 0.95 = 1,013.33.
    const partial = await cashOut(player, express.id, { stake: 400, amount: 1_013 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ outcome: 'open', cashedOutStake: 400, payout: 1_013 });
    expect(await quote(player, express.id)).toMatchObject({ remainingStake: 600, amount: 1_520 });

    // A rolled-back result reopens what rides, never the cash-out.
    await markets.rollback(first);
    await settle();
    expect(await betOf(player, express.id)).toMatchObject({ outcome: 'open', payout: 1_013 });
    await markets.settle(first, '1');
    await markets.settle(second, '1');
    await settle();
    // The 600 still riding wins at 4.00.
    expect(await betOf(player, express.id)).toMatchObject({ outcome: 'won', payout: 1_013 + 2_400 });
    expect(await principalOf(testApp, player.id)).toBe(9_000 + 1_013 + 2_400);
  });

  it('quotes part of the remaining stake, pays that part at the quoted value, and refuses more than remains', async () => {
    const match = await newMatch();
    const player = await bettor(testApp, 10_000);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    await markets.price(match, { home: 250, draw: 320, away: 300 });
    // 300 of the stake: 300 x 2.00 / 2.50 x 0.95 = 228; the whole stake's value is unchanged by asking.
    expect(await quote(player, bet.id, 300)).toEqual({
      available: true,
      refusal: null,
      remainingStake: 1_000,
      amount: 228,
    });
    expect(await quote(player, bet.id)).toMatchObject({ remainingStake: 1_000, amount: 760 });
    const partial = await cashOut(player, bet.id, { stake: 300, amount: 228 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data).toMatchObject({ outcome: 'open', cashedOutStake: 300, cashOutAmount: 228 });
    expect(await principalOf(testApp, player.id)).toBe(9_000 + 228);

    const tooMuch = await player.get(`/rest/sports-book/bets/${bet.id}/cash-out/?stake=701`);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({
      code: 'cash_out_unavailable',
      details: { refusal: 'not_offered' },
    });
    expect(await quote(player, bet.id, 700)).toMatchObject({ remainingStake: 700, amount: 532 });
  });

  it('pays one of two cash-outs of the same stake sent at once, and refuses other players, system bets and decided bets', async () => {
    const [first, second, third] = [await newMatch(), await newMatch(), await newMatch()];
    const player = await bettor(testApp, 10_000);
    const bet = await place(player, single(pick(first, '2', 380), 1_000));
    const both = await Promise.all([1, 2].map(() => cashOut(player, bet.id, { stake: 1_000, amount: 950 })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await principalOf(testApp, player.id)).toBe(9_950);

    const stranger = await bettor(testApp, 0);
    const other = await place(player, single(pick(second, '1', 200), 1_000));
    expect((await stranger.get(`/rest/sports-book/bets/${other.id}/cash-out/`)).statusCode).toBe(404);
    expect((await cashOut(stranger, other.id, { stake: 1_000, amount: 950 })).statusCode).toBe(404);

    const system = await place(player, {
      referenceId: newReference(),
      type: 'system',
      systemSize: 2,
      stake: 3_000,
      oddsPolicy: 'none',
      selections: [pick(first, '1', 200), pick(second, '2', 380), pick(third, 'x', 340)],
    });
    expect(await quote(player, system.id)).toMatchObject({ available: false, refusal: 'not_offered' });
    await markets.settle(second, '2');
    await settle();
    expect(await quote(player, other.id)).toMatchObject({ available: false, refusal: 'not_offered' });
    const tooMuch = await cashOut(player, system.id, { stake: 5_000, amount: 1 });
    expect(tooMuch.json().error.code).toBe('cash_out_unavailable');
  });
});
