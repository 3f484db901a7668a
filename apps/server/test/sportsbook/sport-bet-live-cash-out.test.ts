import type { CashOutBody } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOut } from '../../src/modules/sportsbook/bets/cash-out.ts';
import { SportBetsRepository } from '../../src/modules/sportsbook/bets/sport-bets.repository.ts';
import type { AppError } from '../../src/platform/http/app-error.ts';
import { type GamePlayer, principalOf } from '../games/support/wallet-api.ts';
import { LIVE, type SportMarkets } from '../support/sport-markets.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { betOf, bettor, marketsOf, matchMaker, newReference, pick, place, single } from './support.ts';

/** The bet delay on a live cash-out (decision 032): the cash-out is valued again once the delay has passed. */
describe('cashing out a bet whose match is in play', () => {
  let testApp: TestApp;
  let markets: SportMarkets;
  const newMatch = matchMaker(() => markets, 'live-cash-out');
  /** The delays waited, and what happens in the world while the request waits. */
  let waited: number[] = [];
  let duringDelay: () => Promise<void> = async () => undefined;
  const deps = () => ({
    repository: new SportBetsRepository(testApp.database.db),
    wallet: testApp.app.wallet,
    clock: testApp.clock,
    wait: async (ms: number) => {
      waited.push(ms);
      await duringDelay();
    },
  });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: AppError) => ({ code: error.code, details: error.details }),
    );

  /** A live single on the home side at 2.00, through its own bet delay, for `player`. */
  async function liveBet(player: GamePlayer) {
    const match = await newMatch({ home: 200, draw: 340, away: 380 }, LIVE);
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    expect(bet.status).toBe('pending');
    testApp.clock.advance(5_000);
    await testApp.app.jobs.runNow('sportsbook-pending-bets');
    expect((await betOf(player, bet.id)).status).toBe('accepted');
    return { match, betId: Number(bet.id) };
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    markets = await marketsOf(testApp);
  });
  afterAll(() => testApp?.close());

  it('refuses with the new value when the price moves during the delay, and moves no money', async () => {
    const player = await bettor(testApp, 10_000);
    const { match, betId } = await liveBet(player);
    waited = [];
    duringDelay = () => markets.price(match, { home: 250, draw: 320, away: 300 }, LIVE);
    const body: CashOutBody = { stake: 1_000, amount: 950, referenceId: newReference() };
    expect(await refusal(cashOut(deps(), player.id, betId, body))).toEqual({
      code: 'cash_out_price_changed',
      details: { stake: 1_000, amount: 760 },
    });
    expect(waited).toEqual([5_000]);
    expect(await principalOf(testApp, player.id)).toBe(9_000);
    expect(await betOf(player, String(betId))).toMatchObject({
      outcome: 'open',
      cashedOutStake: 0,
      payout: 0,
    });
  });

  it('refuses a cash-out whose market was stopped during the delay, with the reason', async () => {
    const player = await bettor(testApp, 10_000);
    const { match, betId } = await liveBet(player);
    duringDelay = () => markets.stop(match);
    const body: CashOutBody = { stake: 1_000, amount: 950, referenceId: newReference() };
    expect(await refusal(cashOut(deps(), player.id, betId, body))).toEqual({
      code: 'cash_out_unavailable',
      details: { refusal: 'market_suspended' },
    });
    expect(await principalOf(testApp, player.id)).toBe(9_000);
  });

  it('pays a clean one once, however often and however concurrently the same request is sent', async () => {
    const player = await bettor(testApp, 10_000);
    const { betId } = await liveBet(player);
    waited = [];
    duringDelay = async () => undefined;
    const body: CashOutBody = { stake: 400, amount: 380, referenceId: newReference() };
    const first = await cashOut(deps(), player.id, betId, body);
    expect(first).toMatchObject({ cashedOutStake: 400, cashOutAmount: 380, cashOuts: 1 });
    const copies = await Promise.all([1, 2, 3].map(() => cashOut(deps(), player.id, betId, body)));
    for (const copy of copies) expect(copy).toMatchObject({ cashedOutStake: 400, cashOutAmount: 380 });
    expect(waited).toEqual([5_000, 5_000, 5_000, 5_000]);
    expect(await principalOf(testApp, player.id)).toBe(9_380);
    // A new request (another reference id) is another cash-out: the rest of the stake.
    const rest = await cashOut(deps(), player.id, betId, {
      stake: 600,
      amount: 570,
      referenceId: newReference(),
    });
    expect(rest).toMatchObject({ outcome: 'cashed_out', cashedOutStake: 1_000, cashOutAmount: 950 });
    expect(await principalOf(testApp, player.id)).toBe(9_950);
  });

  it('keeps a pre-match cash-out waiting for nothing, and refuses another player’s bet before any delay', async () => {
    const player = await bettor(testApp, 10_000);
    const match = await newMatch();
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    waited = [];
    const paid = await cashOut(deps(), player.id, Number(bet.id), {
      stake: 1_000,
      amount: 950,
      referenceId: newReference(),
    });
    expect(paid.outcome).toBe('cashed_out');
    expect(waited).toEqual([]);

    const { betId } = await liveBet(player);
    const stranger = await bettor(testApp, 0);
    waited = [];
    expect(
      await refusal(
        cashOut(deps(), stranger.id, betId, { stake: 1_000, amount: 950, referenceId: newReference() }),
      ),
    ).toMatchObject({ code: 'sport_bet_not_found' });
    expect(waited).toEqual([]);
  });

  it('answers through the route under the reference id: a copy sent again pays nothing more', async () => {
    const player = await bettor(testApp, 10_000);
    const match = await newMatch();
    const bet = await place(player, single(pick(match, '1', 200), 1_000));
    const body = { stake: 500, amount: 475, referenceId: newReference() };
    for (const _ of [1, 2]) {
      const response = await player.post(`/rest/sports-book/bets/${bet.id}/cash-out/`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ cashedOutStake: 500, cashOutAmount: 475 });
    }
    expect(await principalOf(testApp, player.id)).toBe(9_475);
    const malformed = await player.post(`/rest/sports-book/bets/${bet.id}/cash-out/`, {
      ...body,
      referenceId: 'no spaces allowed',
    });
    expect(malformed.statusCode).toBe(422);
  });
});
