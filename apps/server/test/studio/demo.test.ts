import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studioSessions } from '../../src/modules/studio/studio.schema.ts';
import { DEMO_BALANCE } from '../../src/modules/studio/studio-session.service.ts';
import {
  casinoBalance,
  fundedPlayer,
  newRoundKey,
  openGame,
  PARAMS_BY_KIND,
  play,
  STARTING_BALANCE,
  sessionRow,
  studioPost,
  studioTestApp,
  transfersOf,
} from './support.ts';

const apps = studioTestApp();

describe('demo play', () => {
  it('plays a guest with 10 000.00 of play money and never calls the casino for money', async () => {
    const testApp = apps.current;
    const session = await openGame(testApp, 'european-roulette', { isMoney: false });
    expect(session).toMatchObject({ mode: 'demo', balance: DEMO_BALANCE, resumedRound: null });
    const callsBefore = testApp.casinoCalls.length;
    let balance = DEMO_BALANCE;
    for (const bet of session.betSteps.slice(0, 3)) {
      const response = await play(testApp, session.sessionToken, {
        bet,
        params: PARAMS_BY_KIND.roulette?.(bet),
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = response.json().data;
      balance += round.win - bet;
      expect(round).toMatchObject({ status: 'settled', balance });
    }
    expect(testApp.casinoCalls.slice(callsBefore)).toEqual([]);
  });

  it("leaves a signed-in player's casino balance and ledger untouched", async () => {
    const testApp = apps.current;
    const { player, sid } = await fundedPlayer(testApp);
    const transfersBefore = await transfersOf(testApp, player.id);
    const session = await openGame(testApp, 'book-of-sevens', { sid, isMoney: false });
    expect(session.mode).toBe('demo');
    for (let round = 0; round < 3; round += 1) {
      const response = await play(testApp, session.sessionToken, { bet: session.betSteps.at(-1) as number });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
    expect(await transfersOf(testApp, player.id)).toEqual(transfersBefore);
  });

  it('refuses a stake above the play money, taking nothing, and fills it back up on reset', async () => {
    const testApp = apps.current;
    const session = await openGame(testApp, 'lucky-dice', { isMoney: false });
    await testApp.database.db
      .update(studioSessions)
      .set({ demoBalance: 150 })
      .where(eq(studioSessions.id, (await sessionRow(testApp, session.sessionToken)).id));
    const bet = session.betSteps.find((step) => step > 150) as number;
    const refused = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'insufficient_funds', details: { balance: 150 } });

    const reset = await studioPost(testApp, session.sessionToken, '/demo/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: { balance: DEMO_BALANCE } });
    const played = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(played.statusCode, played.body).toBe(200);
    // The refused stake used no nonce: demo refusals happen before anything is drawn.
    expect(played.json().data.fairness.nonce).toBe(0);
  });

  it('answers a replayed round with that round even once the play money is gone', async () => {
    const testApp = apps.current;
    const session = await openGame(testApp, 'rocket-crash', { isMoney: false });
    const body = { roundKey: newRoundKey(), bet: session.betSteps[0] as number, params: { cashOut: 150 } };
    const first = await play(testApp, session.sessionToken, body);
    expect(first.statusCode, first.body).toBe(200);
    await testApp.database.db
      .update(studioSessions)
      .set({ demoBalance: 0 })
      .where(eq(studioSessions.id, (await sessionRow(testApp, session.sessionToken)).id));
    const again = await play(testApp, session.sessionToken, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('has no play money to reset in a real-money session', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const response = await studioPost(testApp, session.sessionToken, '/demo/reset');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('not_demo');
  });
});
