import {
  SELF_EXCLUDED_STATUS,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studioRounds } from '../../src/modules/studio/studio.schema.ts';
import { originOf } from '../support/auth-players.ts';
import { callApi } from '../support/test-app.ts';
import {
  casinoBalance,
  casinoRecall,
  fundedPlayer,
  launchToken,
  newRoundKey,
  openGame,
  PARAMS_BY_KIND,
  play,
  STARTING_BALANCE,
  sessionRow,
  startSession,
  studioTestApp,
} from './support.ts';

const apps = studioTestApp();

const ONE_OF_EACH_KIND = ['book-of-sevens', 'hot-sevens', 'european-roulette', 'lucky-dice', 'rocket-crash'];

describe('real-money play through the casino', () => {
  it.each(ONE_OF_EACH_KIND)(
    'plays %s: the casino balance moves by the win less the bet, recall shows the round',
    async (slug) => {
      const testApp = apps.current;
      const { sid } = await fundedPlayer(testApp);
      const session = await openGame(testApp, slug, { sid });
      expect(session).toMatchObject({
        mode: 'real',
        currency: 'UAH',
        balance: STARTING_BALANCE,
        resumedRound: null,
      });
      expect(session.game.slug).toBe(slug);
      const bet = session.betSteps[0] as number;
      const response = await play(testApp, session.sessionToken, {
        bet,
        params: PARAMS_BY_KIND[session.game.kind]?.(bet),
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = studioRoundResponseSchema.parse(response.json()).data;
      expect(round).toMatchObject({ gameSlug: slug, bet, status: 'settled', currency: 'UAH' });
      expect(round.balance).toBe(STARTING_BALANCE - bet + round.win);
      expect(await casinoBalance(testApp, sid)).toBe(round.balance);

      const [recalled] = await casinoRecall(testApp, sid, slug);
      expect(recalled).toMatchObject({
        roundId: round.roundId,
        status: 'closed',
        stake: bet,
        win: round.win,
        balanceBefore: STARTING_BALANCE,
        balanceAfter: round.balance,
        outcome: round.outcome,
      });
      expect(recalled?.provablyFair).toMatchObject(round.fairness);
    },
  );

  it("keeps the casino's wallet session token on the server", async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const response = await startSession(testApp, await launchToken(testApp, 'lucky-dice', { sid }));
    const session = studioSessionResponseSchema.parse(response.json()).data;
    const row = await sessionRow(testApp, session.sessionToken);
    expect(row.walletSessionToken.length).toBeGreaterThan(15);
    expect(response.body).not.toContain(row.walletSessionToken);
  });

  it('offers the game steps within the casino limits and the minimum cycle of slots only', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const slot = await openGame(testApp, 'cossack-gold', { sid });
    expect(slot.betSteps.length).toBeGreaterThan(0);
    expect(slot.minBet).toBe(slot.betSteps[0]);
    expect(slot.maxBet).toBe(slot.betSteps.at(-1));
    // The file's app sets SLOT_MIN_CYCLE_MS=0; game-cycle.test.ts checks the default.
    expect(slot.minGameCycleMs).toBe(0);
  });

  it('answers a replayed round key with the first round and moves money once', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const body = {
      roundKey: newRoundKey(),
      bet: session.betSteps[0] as number,
      params: PARAMS_BY_KIND.dice?.(0),
    };
    const first = await play(testApp, session.sessionToken, body);
    const again = await play(testApp, session.sessionToken, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const round = first.json().data;
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - body.bet + round.win);
    expect((await play(testApp, session.sessionToken, body)).json().data.fairness.nonce).toBe(
      round.fairness.nonce,
    );

    const otherBet = await play(testApp, session.sessionToken, {
      ...body,
      bet: session.betSteps[1] as number,
    });
    expect(otherBet.statusCode).toBe(409);
    expect(otherBet.json().error.code).toBe('round_key_conflict');
  });

  it('plays a round key sent twice at once only once', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'rocket-crash', { sid });
    const body = { roundKey: newRoundKey(), bet: session.betSteps[0] as number, params: { cashOut: 150 } };
    const answers = await Promise.all([1, 2, 3].map(() => play(testApp, session.sessionToken, body)));
    const rounds = answers.map((answer) => answer.json().data);
    // A copy that arrives while the first is still at the casino waits for its answer: all see the round settled.
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const round of rounds) expect(round.status).toBe('settled');
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(1);
    expect(testApp.casinoCalls.filter((call) => call.body.roundId === rounds[0]?.roundId)).toHaveLength(1);
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - body.bet + (rounds[0]?.win ?? 0));
    const replayed = await play(testApp, session.sessionToken, body);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data).toMatchObject({ roundId: rounds[0]?.roundId, status: 'settled' });
  });
});

describe('bad input', () => {
  it.each([
    ['zero', () => 0],
    ['negative', (step: number) => -step],
    ['fractional', (step: number) => step + 0.5],
    ['off the steps', (step: number) => step + 1],
    ['above the maximum', (_step: number, max: number) => max * 2],
  ])('refuses a %s bet with bet_invalid, takes nothing and uses no nonce', async (_name, betOf) => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'neon-nights', { sid });
    const response = await play(testApp, session.sessionToken, {
      bet: betOf(session.betSteps[0] as number, session.maxBet),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'bet_invalid', fields: { bet: expect.any(String) } });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
    const next = await play(testApp, session.sessionToken, { bet: session.betSteps[0] as number });
    expect(next.json().data.fairness.nonce).toBe(session.fairness.nonce);
  });

  it.each([
    ['dice without a target', 'lucky-dice', { direction: 'under' }],
    ['a crash cash-out under 1.01x', 'rocket-crash', { cashOut: 100 }],
    [
      'roulette bets that do not add up to the stake',
      'european-roulette',
      { bets: [{ type: 'red', numbers: [], amount: 1 }] },
    ],
  ])('refuses %s with params_invalid', async (_name, slug, params) => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, slug, { sid });
    const response = await play(testApp, session.sessionToken, {
      bet: session.betSteps[1] as number,
      params,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'params_invalid',
      fields: { params: expect.any(String) },
    });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
  });

  it('refuses a bet above the balance: nothing debited, the round void with its nonce used', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp, 300);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps.find((step) => step > 300) as number;
    const body = { roundKey: newRoundKey(), bet, params: PARAMS_BY_KIND.dice?.(bet) };
    const response = await play(testApp, session.sessionToken, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'insufficient_funds', details: { balance: 300 } });
    expect(await casinoBalance(testApp, sid)).toBe(300);
    const [voided] = await testApp.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.roundKey, body.roundKey));
    expect(voided).toMatchObject({
      status: 'void',
      voidReason: 'INSUFFICIENT_FUNDS',
      nonce: session.fairness.nonce,
    });
    expect(await casinoRecall(testApp, sid)).toEqual([]);

    // The same key answers the same way; the next round draws the next nonce.
    expect((await play(testApp, session.sessionToken, body)).json().error.code).toBe('insufficient_funds');
    const next = await play(testApp, session.sessionToken, {
      bet: session.betSteps[0] as number,
      params: body.params,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.fairness.nonce).toBe(session.fairness.nonce + 1);
  });

  it.each([
    ['missing', undefined],
    ['made up', 'x'.repeat(43)],
    ['tampered with', 'tampered'],
  ])('refuses a %s session token with 401', async (_name, token) => {
    const testApp = apps.current;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: token === undefined ? {} : { 'x-studio-session': token },
      payload: { roundKey: newRoundKey(), bet: 200 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_session');
  });

  it('refuses a session token with one character changed', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const token = session.sessionToken;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await play(testApp, tampered, {
      bet: session.betSteps[0] as number,
      params: { target: 5000, direction: 'over' },
    });
    expect(response.statusCode).toBe(401);
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
  });

  it('refuses a launch token that is made up or already used', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const made = await startSession(testApp, 'made-up-launch-token-0123456789abcdef');
    expect(made.statusCode).toBe(401);
    expect(made.json().error.code).toBe('invalid_launch_token');
    const token = await launchToken(testApp, 'lucky-dice', { sid });
    expect((await startSession(testApp, token)).statusCode).toBe(200);
    const reused = await startSession(testApp, token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_launch_token');
  });

  it('ends the game when the casino session has expired: nothing debited, the round void', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    testApp.clock.advance(5 * 60 * 60 * 1000);
    const roundKey = newRoundKey();
    const response = await play(testApp, session.sessionToken, {
      roundKey,
      bet: session.betSteps[0] as number,
      params: PARAMS_BY_KIND.dice?.(0),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'session_ended', details: { reason: 'expired' } });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
    const [row] = await testApp.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.roundKey, roundKey));
    expect(row).toMatchObject({ status: 'void', voidReason: 'SESSION_EXPIRED' });
  });

  it("tells the game the player's own limit, reality check and time-out, taking nothing", async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    const roll = () => play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    const post = (url: string, payload: object = {}) =>
      callApi(testApp.app, {
        method: 'POST',
        url,
        payload,
        cookies: { sid },
        headers: { origin: originOf(testApp) },
      });

    expect(
      (
        await post('/rest/self-limits/update-limits/', {
          limits: [{ type: 'wager', period: 'day', amount: bet - 1 }],
        })
      ).statusCode,
    ).toBe(200);
    const overLimit = await roll();
    expect(overLimit.statusCode).toBe(403);
    expect(overLimit.json().error).toMatchObject({
      code: 'limit_reached',
      details: { type: 'wager', period: 'day', limit: bet - 1, left: bet - 1 },
    });

    // A reality check due comes before the limits.
    expect((await post('/rest/self-limits/reality-check/', { intervalMinutes: 15 })).statusCode).toBe(200);
    testApp.clock.advance(15 * 60 * 1000);
    await testApp.app.jobs.runNow('reality-checks');
    const realityCheck = await roll();
    expect(realityCheck.statusCode).toBe(409);
    expect(realityCheck.json().error.code).toBe('reality_check_pending');

    const timeout = await post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(timeout.statusCode, timeout.body).toBe(200);
    const excluded = await roll();
    expect(excluded.statusCode).toBe(SELF_EXCLUDED_STATUS);
    expect(excluded.json().error).toMatchObject({
      code: 'self_excluded',
      details: { till: timeout.json().data.till },
    });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
  });
});
