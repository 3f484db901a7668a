import {
  type CrashLiveState,
  crashLiveStateResponseSchema,
  crashLiveStateSchema,
  crashOwnBetResponseSchema,
} from '@casino/contracts';
import { LIVE_CRASH_GROWTH_PER_SECOND, liveMsToReach, verifyLiveRound } from '@casino/game-math';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crashBets, crashRounds } from '../../src/modules/studio/crash-live.schema.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import {
  casinoBalance,
  casinoRecall,
  fundedPlayer,
  openGame,
  STARTING_BALANCE,
  studioGet,
  studioPost,
  studioTestApp,
} from './support.ts';

const BETTING_MS = 5_000;
const PAUSE_MS = 2_000;
const JOB = 'studio-crash-rounds';
const apps = studioTestApp({ CRASH_BETTING_MS: String(BETTING_MS), CRASH_PAUSE_MS: String(PAUSE_MS) });

/** The milliseconds after take-off at which the curve shows `hundredths`. */
const at = (hundredths: number) => liveMsToReach(hundredths, LIVE_CRASH_GROWTH_PER_SECOND);

async function state(testApp: TestApp): Promise<CrashLiveState> {
  const response = await studioGet(testApp, '/crash/state');
  expect(response.statusCode, response.body).toBe(200);
  return crashLiveStateResponseSchema.parse(response.json()).data;
}

async function latestRound(testApp: TestApp) {
  const [round] = await testApp.database.db
    .select()
    .from(crashRounds)
    .orderBy(desc(crashRounds.number))
    .limit(1);
  if (!round) throw new Error('no crash round');
  return round;
}

/**
 * Opens the next round (after the previous one's pause) with the crash point the test needs. The draw is random;
 * the test replaces it, keeping the round's times consistent with the published curve.
 */
async function nextRound(testApp: TestApp, crashPoint: number) {
  const previous = await latestRound(testApp).catch(() => null);
  if (previous && testApp.clock.now() < previous.crashesAt) testApp.clock.set(previous.crashesAt);
  if (previous) testApp.clock.advance(PAUSE_MS);
  await testApp.app.jobs.runNow(JOB);
  const round = await latestRound(testApp);
  const crashesAt = new Date(round.takesOffAt.getTime() + at(crashPoint));
  await testApp.database.db
    .update(crashRounds)
    .set({ crashPoint, crashesAt })
    .where(eq(crashRounds.id, round.id));
  return { ...round, drawnCrashPoint: round.crashPoint, crashPoint, crashesAt };
}

async function realPlayer(testApp: TestApp) {
  const { sid, player } = await fundedPlayer(testApp);
  const session = await openGame(testApp, 'rocket-crash', { sid });
  return { sid, player, token: session.sessionToken, stake: session.betSteps[2] as number };
}

function bet(
  testApp: TestApp,
  token: string,
  body: { roundId: string; stake: number; autoCashOut?: number },
) {
  return studioPost(testApp, token, '/crash/bets', body);
}

function cashOut(testApp: TestApp, token: string, roundId: string) {
  return studioPost(testApp, token, '/crash/cash-out', { roundId });
}

function ownBet(response: Awaited<ReturnType<typeof bet>>) {
  expect(response.statusCode, response.body).toBe(200);
  return crashOwnBetResponseSchema.parse(response.json()).data;
}

function callsOf(testApp: typeof apps.current, call: string, betId: string) {
  return testApp.casinoCalls.filter((made) => made.call === call && made.body.roundId === betId);
}

describe('the live crash round', () => {
  it('goes betting, flying, crashed on the server clock and reveals a seed that verifies its crash point', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 250);
    let seen = await state(testApp);
    expect(seen.round).toMatchObject({ id: round.id, phase: 'betting', serverSeed: null, crashPoint: null });
    expect(seen.round?.serverSeedHash).toBe(round.serverSeedHash);

    testApp.clock.set(round.takesOffAt);
    expect((await state(testApp)).round?.phase).toBe('flying');
    testApp.clock.set(round.crashesAt);
    seen = await state(testApp);
    expect(seen.round).toMatchObject({ phase: 'crashed', crashPoint: 250, serverSeed: round.serverSeed });
    expect(seen.history[0]).toMatchObject({ number: round.number, crashPoint: 250 });

    // The drawn crash point (before the test replaced it) is the one the revealed seed gives.
    const seeds = { serverSeed: round.serverSeed, roundNumber: round.number };
    expect(verifyLiveRound(seeds, round.serverSeedHash)).toBe(round.drawnCrashPoint);

    await testApp.app.jobs.runNow(JOB);
    expect((await latestRound(testApp)).number).toBe(round.number);
    testApp.clock.advance(PAUSE_MS);
    await testApp.app.jobs.runNow(JOB);
    const next = await latestRound(testApp);
    expect(next.number).toBe(round.number + 1);
    expect(next.serverSeedHash).not.toBe(round.serverSeedHash);
    expect((await state(testApp)).round).toMatchObject({ id: next.id, phase: 'betting' });
  });

  it('takes stakes only while betting: one cashes out by hand, one rides to the crash', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 250);
    const rider = await realPlayer(testApp);
    const casher = await realPlayer(testApp);

    const ridden = ownBet(await bet(testApp, rider.token, { roundId: round.id, stake: rider.stake }));
    const cashed = ownBet(await bet(testApp, casher.token, { roundId: round.id, stake: casher.stake }));
    expect(ridden).toMatchObject({
      status: 'open',
      balance: STARTING_BALANCE - rider.stake,
      autoCashOut: null,
    });
    expect(await casinoBalance(testApp, casher.sid)).toBe(STARTING_BALANCE - casher.stake);
    expect((await state(testApp)).bets.map((shown) => shown.id).sort()).toEqual(
      [ridden.id, cashed.id].sort(),
    );

    // Not before take-off.
    expect((await cashOut(testApp, casher.token, round.id)).json().error.code).toBe('crash_not_flying');
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(200)));
    const late = await realPlayer(testApp);
    const refused = await bet(testApp, late.token, { roundId: round.id, stake: late.stake });
    expect(refused.json().error.code).toBe('crash_betting_closed');
    expect(testApp.casinoCalls.filter((made) => made.body.sessionToken && made.call === 'bet').length).toBe(
      2,
    );

    const out = ownBet(await cashOut(testApp, casher.token, round.id));
    expect(out).toMatchObject({ status: 'cashed', cashOut: 200, win: casher.stake * 2 });
    expect(out.balance).toBe(STARTING_BALANCE + casher.stake);
    expect(await casinoBalance(testApp, casher.sid)).toBe(STARTING_BALANCE + casher.stake);

    testApp.clock.set(round.crashesAt);
    expect((await cashOut(testApp, rider.token, round.id)).json().error.code).toBe('crash_not_flying');
    await testApp.app.jobs.runNow(JOB);
    const [win] = callsOf(testApp, 'win', ridden.id);
    expect(win?.body).toMatchObject({ amount: 0, roundClosed: true });
    expect(await casinoBalance(testApp, rider.sid)).toBe(STARTING_BALANCE - rider.stake);
    expect((await state(testApp)).bets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ridden.id, status: 'lost', win: 0 }),
        expect.objectContaining({ id: cashed.id, status: 'cashed', cashOut: 200, win: casher.stake * 2 }),
      ]),
    );
    const [recalled] = await casinoRecall(testApp, rider.sid, 'rocket-crash');
    expect(recalled).toMatchObject({ status: 'closed', stake: rider.stake, win: 0 });
  });

  it('refuses a cash-out once the curve reached the crash point, before the scheduler noticed', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 150);
    const player = await realPlayer(testApp);
    ownBet(await bet(testApp, player.token, { roundId: round.id, stake: player.stake }));
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(150)));
    expect((await cashOut(testApp, player.token, round.id)).json().error.code).toBe('crash_not_flying');
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(150) - 1));
    expect(ownBet(await cashOut(testApp, player.token, round.id))).toMatchObject({ cashOut: 149 });
  });

  it('cashes an automatic target out at exactly the target, and loses one above the crash point', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 250);
    const low = await realPlayer(testApp);
    const high = await realPlayer(testApp);
    const lowBet = ownBet(
      await bet(testApp, low.token, { roundId: round.id, stake: low.stake, autoCashOut: 150 }),
    );
    const highBet = ownBet(
      await bet(testApp, high.token, { roundId: round.id, stake: high.stake, autoCashOut: 300 }),
    );
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(180)));
    await testApp.app.jobs.runNow(JOB);
    const [lowRow] = await testApp.database.db.select().from(crashBets).where(eq(crashBets.id, lowBet.id));
    expect(lowRow).toMatchObject({ status: 'cashed', cashOut: 150, win: Math.floor(low.stake * 1.5) });
    // A hand cash-out after the target answers the target's.
    expect(ownBet(await cashOut(testApp, low.token, round.id))).toMatchObject({ cashOut: 150 });
    testApp.clock.set(round.crashesAt);
    await testApp.app.jobs.runNow(JOB);
    const [highRow] = await testApp.database.db.select().from(crashBets).where(eq(crashBets.id, highBet.id));
    expect(highRow).toMatchObject({ status: 'lost', win: 0, pendingCall: null });
    expect(await casinoBalance(testApp, low.sid)).toBe(
      STARTING_BALANCE - low.stake + Math.floor(low.stake * 1.5),
    );
  });

  it('answers a repeated stake and simultaneous cash-outs with the first, paying once', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 400);
    const player = await realPlayer(testApp);
    const body = { roundId: round.id, stake: player.stake };
    const first = ownBet(await bet(testApp, player.token, body));
    expect(ownBet(await bet(testApp, player.token, body)).id).toBe(first.id);
    const other = await bet(testApp, player.token, { ...body, stake: player.stake * 2 });
    expect(other.json().error.code).toBe('crash_already_bet');
    expect(callsOf(testApp, 'bet', first.id)).toHaveLength(1);

    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(300)));
    const answers = await Promise.all([
      cashOut(testApp, player.token, round.id),
      cashOut(testApp, player.token, round.id),
    ]);
    const [a, b] = answers.map(ownBet);
    expect(a).toMatchObject({ status: 'cashed', cashOut: 300 });
    expect(b).toMatchObject({ status: 'cashed', cashOut: 300 });
    testApp.clock.advance(1_000);
    expect(ownBet(await cashOut(testApp, player.token, round.id)).cashOut).toBe(300);
    await testApp.app.jobs.runNow(JOB);
    expect(await casinoBalance(testApp, player.sid)).toBe(STARTING_BALANCE - player.stake + player.stake * 3);
  });

  it('resumes after a restart: the flying round settles at its committed point, accepted cash-outs are paid', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 300);
    const casher = await realPlayer(testApp);
    const rider = await realPlayer(testApp);
    const cashedBet = ownBet(await bet(testApp, casher.token, { roundId: round.id, stake: casher.stake }));
    const riddenBet = ownBet(await bet(testApp, rider.token, { roundId: round.id, stake: rider.stake }));
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(200)));
    testApp.failCasinoCalls('network');
    // Accepted, though the casino has not paid it yet: the balance is the one after the stake.
    expect(ownBet(await cashOut(testApp, casher.token, round.id))).toMatchObject({
      cashOut: 200,
      balance: STARTING_BALANCE - casher.stake,
    });

    // Another process on the same database, after the crash: nothing is held in memory.
    const restarted = await buildTestApp({ database: testApp.database, now: round.crashesAt.toISOString() });
    try {
      restarted.clock.advance(60_000);
      await restarted.app.jobs.runNow(JOB);
    } finally {
      await restarted.close();
    }
    const rows = await testApp.database.db.select().from(crashBets).where(eq(crashBets.roundId, round.id));
    expect(rows.find((row) => row.id === riddenBet.id)).toMatchObject({ status: 'lost', pendingCall: null });
    expect(rows.find((row) => row.id === cashedBet.id)).toMatchObject({
      status: 'cashed',
      pendingCall: null,
    });
    expect(await casinoBalance(testApp, casher.sid)).toBe(STARTING_BALANCE + casher.stake);
    expect(await casinoBalance(testApp, rider.sid)).toBe(STARTING_BALANCE - rider.stake);
    const [settled] = await testApp.database.db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.id, round.id));
    expect(settled?.settledAt).not.toBeNull();
  });

  it('plays demo stakes from the session play money', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 250);
    const session = await openGame(testApp, 'rocket-crash', { isMoney: false });
    const stake = session.betSteps[2] as number;
    const placed = ownBet(await bet(testApp, session.sessionToken, { roundId: round.id, stake }));
    expect(placed.balance).toBe(session.balance - stake);
    testApp.clock.set(new Date(round.takesOffAt.getTime() + at(200)));
    expect(ownBet(await cashOut(testApp, session.sessionToken, round.id)).balance).toBe(
      session.balance + stake,
    );
    expect(testApp.casinoCalls.some((made) => made.body.roundId === placed.id)).toBe(false);
  });

  it('streams the round as server-sent events, and a closing server ends the streams', async () => {
    const testApp = apps.current;
    const round = await nextRound(testApp, 250);
    const streaming = await buildTestApp({
      database: testApp.database,
      now: testApp.clock.now().toISOString(),
    });
    const address = await streaming.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/studio/api/crash/stream`);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body?.getReader();
      const first = new TextDecoder().decode((await reader?.read())?.value);
      expect(first).toMatch(/^event: state\ndata: /);
      const state = crashLiveStateSchema.parse(JSON.parse(first.split('data: ')[1] ?? ''));
      expect(state.round).toMatchObject({ id: round.id, phase: 'betting' });
    } finally {
      await streaming.close();
    }
  });
});
