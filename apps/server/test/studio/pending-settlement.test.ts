import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/modules/studio/round-settlement.ts';
import { studioRounds } from '../../src/modules/studio/studio.schema.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import {
  casinoBalance,
  casinoRecall,
  fundedPlayer,
  openGame,
  PARAMS_BY_KIND,
  play,
  roundRow,
  STARTING_BALANCE,
  sessionRow,
  studioGet,
  studioTestApp,
} from './support.ts';

const apps = studioTestApp();
const JOB = 'studio-settle-pending';

/** The one round a session has played, as the studio keeps it (a client is not shown it before it settles). */
async function onlyRoundOf(testApp: typeof apps.current, sessionToken: string) {
  const session = await sessionRow(testApp, sessionToken);
  const rounds = await testApp.database.db
    .select()
    .from(studioRounds)
    .where(eq(studioRounds.sessionId, session.id));
  expect(rounds).toHaveLength(1);
  return rounds[0] as (typeof rounds)[number];
}

/** bet-win calls the studio made for a round. */
function betWinsOf(roundId: string) {
  return apps.current.casinoCalls.filter((call) => call.call === 'bet-win' && call.body.roundId === roundId);
}

describe('rounds the casino did not answer', () => {
  it('stay pending, unseen, then the job settles them exactly once with the same bet-win', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    testApp.failCasinoCalls('network');
    const response = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().error.code).toBe('casino_unavailable');
    const round = await onlyRoundOf(testApp, session.sessionToken);
    expect(round.status).toBe('pending');
    expect((await studioGet(testApp, `/rounds/${round.id}/`)).statusCode).toBe(404);
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);

    // Not due before its backoff.
    expect(await testApp.app.jobs.runNow(JOB)).toBe(0);
    testApp.clock.advance(retryDelayMs(1));
    expect(await testApp.app.jobs.runNow(JOB)).toBe(1);
    expect(await testApp.app.jobs.runNow(JOB)).toBe(0);

    const settled = (await studioGet(testApp, `/rounds/${round.id}/`)).json().data;
    expect(settled).toMatchObject({ status: 'settled', win: round.win });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - bet + round.win);
    const [first, second] = betWinsOf(round.id);
    expect(second).toEqual(first);
    expect(betWinsOf(round.id)).toHaveLength(2);
    expect((await casinoRecall(testApp, sid)).map((item) => item.roundId)).toEqual([round.id]);
  });

  it('move money once when the casino took the bet and only its answer was lost', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'rocket-crash', { sid });
    const bet = session.betSteps[0] as number;
    testApp.failCasinoCalls('answer-lost', 503);
    const response = await play(testApp, session.sessionToken, { bet, params: { cashOut: 300 } });
    expect(response.statusCode).toBe(502);
    const round = await onlyRoundOf(testApp, session.sessionToken);
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - bet + round.win);

    testApp.clock.advance(retryDelayMs(1));
    expect(await testApp.app.jobs.runNow(JOB)).toBe(1);
    expect((await roundRow(testApp, round.id)).status).toBe('pending');
    // Backoff doubles after each failed attempt.
    testApp.clock.advance(retryDelayMs(2) - 1);
    expect(await testApp.app.jobs.runNow(JOB)).toBe(0);
    testApp.clock.advance(1);
    expect(await testApp.app.jobs.runNow(JOB)).toBe(1);

    expect(await roundRow(testApp, round.id)).toMatchObject({ status: 'settled', attempts: 3 });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - bet + round.win);
    expect(await casinoRecall(testApp, sid)).toHaveLength(1);
  });

  it('are tried again when the game is opened again, and handed back once the casino took them', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'hot-sevens', { sid });
    const bet = session.betSteps[0] as number;
    testApp.failCasinoCalls(503);
    const response = await play(testApp, session.sessionToken, { bet });
    expect(response.statusCode).toBe(502);
    const round = await onlyRoundOf(testApp, session.sessionToken);

    // Another game of the studio has nothing to resume.
    expect((await openGame(testApp, 'lucky-dice', { sid })).resumedRound).toBeNull();
    const reopened = await openGame(testApp, 'hot-sevens', { sid });
    expect(reopened.resumedRound).toMatchObject({
      roundId: round.id,
      status: 'settled',
      outcome: round.outcome,
      balance: STARTING_BALANCE - bet + round.win,
    });
    expect((await openGame(testApp, 'hot-sevens', { sid })).resumedRound).toBeNull();
  });

  it('void when the casino refuses the retried bet: nothing taken', async () => {
    const testApp = apps.current;
    const { player, sid } = await fundedPlayer(testApp, 300);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    testApp.failCasinoCalls('network');
    const response = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(response.statusCode).toBe(502);
    const round = await onlyRoundOf(testApp, session.sessionToken);
    // Meanwhile the balance left the principal (parked), so the retried bet finds nothing to take.
    const wallet = new WalletService({ db: testApp.database.db, clock: testApp.clock });
    await wallet.placeHold({
      playerId: player.id,
      currency: 'UAH',
      amount: 300,
      kind: 'parked',
      idempotencyKey: `park-${player.id}`,
    });

    testApp.clock.advance(retryDelayMs(1));
    expect(await testApp.app.jobs.runNow(JOB)).toBe(1);
    expect(await roundRow(testApp, round.id)).toMatchObject({
      status: 'void',
      voidReason: 'INSUFFICIENT_FUNDS',
      balanceAfter: 0,
    });
    expect(await casinoBalance(testApp, sid)).toBe(0);
    expect(await casinoRecall(testApp, sid)).toEqual([]);
    expect((await studioGet(testApp, `/rounds/${round.id}/`)).statusCode).toBe(404);
    expect(await testApp.app.jobs.runNow(JOB)).toBe(0);
  });
});
