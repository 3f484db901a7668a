import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/modules/studio/round-settlement.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { fund } from '../games/support/wallet-api.ts';
import {
  casinoBalance,
  casinoRecall,
  fundedPlayer,
  newRoundKey,
  openGame,
  PARAMS_BY_KIND,
  play,
  STARTING_BALANCE,
  studioPost,
  studioTestApp,
} from './support.ts';

const apps = studioTestApp();
const JOB = 'studio-settle-pending';

/** Moves the player's whole principal aside, as a withdrawal or another game's stake would. */
async function emptyBalance(testApp: typeof apps.current, playerId: number, amount: number) {
  await new WalletService({ db: testApp.database.db, clock: testApp.clock }).placeHold({
    playerId,
    currency: 'UAH',
    amount,
    kind: 'parked',
    idempotencyKey: `empty-${playerId}-${amount}`,
  });
}

/** An answer that shows a round: what must never happen before the casino took its stake. */
function showsOutcome(response: { statusCode: number; body: string }): boolean {
  return response.statusCode < 300 || response.body.includes('"outcome"');
}

describe('an outcome reaches a client only after the casino took the stake', () => {
  it('a replay racing a refused round gets the same refusal, never the outcome', async () => {
    const testApp = apps.current;
    const { player, sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    const request = { roundKey: newRoundKey(), bet, params: PARAMS_BY_KIND.dice?.(bet) };
    let replay: Promise<{ statusCode: number; body: string }> | undefined;
    // While the first request's stake is on its way, the balance empties and the same request comes again.
    testApp.beforeNextCasinoCall('bet-win', async () => {
      await emptyBalance(testApp, player.id, STARTING_BALANCE);
      replay = studioPost(testApp, session.sessionToken, '/play', request);
      await sleep(50);
    });

    const first = await studioPost(testApp, session.sessionToken, '/play', request);
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json().error).toMatchObject({ code: 'insufficient_funds' });
    const second = await replay;
    if (!second) throw new Error('the replay was not sent');
    expect(showsOutcome(second), second.body).toBe(false);
    expect(second.statusCode, second.body).toBe(422);
    expect(JSON.parse(second.body).error).toMatchObject({ code: 'insufficient_funds' });

    // Money back on the balance changes nothing: the key was refused, and stays refused.
    await fund(testApp, player.id, STARTING_BALANCE);
    const later = await studioPost(testApp, session.sessionToken, '/play', request);
    expect(later.statusCode, later.body).toBe(422);
    expect(showsOutcome(later)).toBe(false);
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE);
    expect(await casinoRecall(testApp, sid)).toEqual([]);
  });

  it('a round the casino has not answered is not shown: the same request is answered once it has', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    const request = { roundKey: newRoundKey(), bet, params: PARAMS_BY_KIND.dice?.(bet) };
    testApp.failCasinoCalls('network');
    const first = await studioPost(testApp, session.sessionToken, '/play', request);
    expect(first.statusCode, first.body).toBe(502);
    expect(showsOutcome(first)).toBe(false);

    testApp.clock.advance(retryDelayMs(1));
    expect(await testApp.app.jobs.runNow(JOB)).toBe(1);
    const replay = await studioPost(testApp, session.sessionToken, '/play', request);
    expect(replay.statusCode, replay.body).toBe(200);
    const round = replay.json().data;
    expect(round).toMatchObject({ status: 'settled', balance: STARTING_BALANCE - bet + round.win });
    expect(await casinoBalance(testApp, sid)).toBe(STARTING_BALANCE - bet + round.win);
  });

  it('seeds are not revealed while a round waits for the casino', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'lucky-dice', { sid });
    const bet = session.betSteps[0] as number;
    testApp.failCasinoCalls('network');
    const first = await play(testApp, session.sessionToken, { bet, params: PARAMS_BY_KIND.dice?.(bet) });
    expect(first.statusCode).toBe(502);
    const rotate = await studioPost(testApp, session.sessionToken, '/seeds/rotate');
    expect(rotate.statusCode, rotate.body).toBe(409);
    expect(rotate.json().error).toMatchObject({ code: 'round_unconfirmed' });

    testApp.clock.advance(retryDelayMs(1));
    await testApp.app.jobs.runNow(JOB);
    expect((await studioPost(testApp, session.sessionToken, '/seeds/rotate')).statusCode).toBe(200);
  });
});
