import { PUBLIC_CHANNELS, personalChannel } from '@casino/contracts';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { bonusesTestApp, newPlayer, playSession, refusedWith, spin } from '../bonuses/support/bonus-app.ts';
import { bet, fund, ok, rollback, walletCall, win } from '../games/support/wallet-api.ts';
import { callApi } from '../support/test-app.ts';
import {
  addCompetition,
  competitionOf,
  relayAll,
  replayScoringFrom,
  scorerPosition,
  subscribe,
  tournamentMessages,
} from './competition-app.ts';

const app = bonusesTestApp();

async function richPlayer() {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, 1_000_000);
  return player;
}

describe('competitions: joining', () => {
  it('lists a running competition for guests and players, and lets a player join it once', async () => {
    const competition = await addCompetition(app.current);
    const guest = await callApi(app.current.app, { url: '/rest/tournaments/?type=tournament&lang=en' });
    expect(guest.statusCode, guest.body).toBe(200);
    const listed = guest.json().data.find((row: { id: number }) => row.id === competition.id);
    expect(listed).toMatchObject({
      state: 'active',
      type: 'tournament',
      tournamentMode: 'wins',
      participants: 0,
    });
    expect(listed.prizes[0].prize).toMatchObject({ type: 'money', amount: 100_000, currency: 'UAH' });

    const player = await richPlayer();
    const joined = await subscribe(player, competition.id);
    expect(joined).toMatchObject({ isSubscribed: true, isAvailableToPlay: true, points: 0, position: null });
    refusedWith(
      await player.get(`/rest/tournaments/${competition.id}/subscribe/`),
      409,
      'competition_already_joined',
    );
  });

  it('refuses a closed, a foreign-brand or an unknown competition, and a self-excluded player', async () => {
    const player = await richPlayer();
    const now = app.current.clock.now().getTime();
    const closed = await addCompetition(app.current, {
      startsAt: new Date(now - 7_200_000),
      endsAt: new Date(now - 60_000),
    });
    refusedWith(await player.get(`/rest/tournaments/${closed.id}/subscribe/`), 409, 'competition_closed');
    const foreign = await addCompetition(app.current, { brands: ['vlk'] });
    refusedWith(await player.get(`/rest/tournaments/${foreign.id}/subscribe/`), 404, 'competition_not_found');
    refusedWith(await player.get('/rest/tournaments/999999/subscribe/'), 404, 'competition_not_found');
    refusedWith(await player.get('/rest/tournaments/abc/subscribe/'), 422, 'validation_failed');

    const open = await addCompetition(app.current);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = await player.get(`/rest/tournaments/${open.id}/subscribe/`);
    expect(refused.statusCode).toBe(444);
  });
});

describe('competitions: scoring', () => {
  it('scores a wins tournament by the money won in its games, live on the board and in the Game modal block', async () => {
    const competition = await addCompetition(app.current, { gameSlugs: ['book-of-sevens'], minBet: 500 });
    const first = await richPlayer();
    const second = await richPlayer();
    await subscribe(first, competition.id);
    await subscribe(second, competition.id);
    await spin(app.current, await playSession(app.current, first), 1_000, 5_000);
    await spin(app.current, await playSession(app.current, second), 1_000, 8_000);
    // Another game, and a stake under the minimum bet, score nothing.
    await spin(app.current, await playSession(app.current, first, 'lucky-dice'), 1_000, 90_000);
    await spin(app.current, await playSession(app.current, first), 200, 50_000);
    await relayAll(app.current);

    const view = await competitionOf(first, competition.slug);
    expect(view.data.mainTableData.map((row) => [row.position, row.points, row.isCurrent])).toEqual([
      [1, 8_000, false],
      [2, 5_000, true],
    ]);
    expect(view.playerData).toMatchObject({ position: 2, points: 5_000, roundsPlayed: 1 });
    const gameId = view.data.gamesIds[0];
    const block = await first.get(`/rest/tournament/?gameId=${gameId}`);
    expect(block.json()).toMatchObject({ data: { id: competition.id }, playerData: { position: 2 } });

    const pushed = tournamentMessages(app.current, personalChannel(first.id));
    expect(pushed.some((message) => message.action === 'bet')).toBe(true);
    expect(pushed.some((message) => message.action === 'min-alert')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const positions = tournamentMessages(app.current, PUBLIC_CHANNELS.tournaments).filter(
      (message) => message.action === 'positions' && message.data.competitionId === competition.id,
    );
    expect(positions.length).toBeGreaterThan(0);
  });

  it('scores a bets race by the money staked, without tiny bets, and takes a rolled-back stake back', async () => {
    const competition = await addCompetition(app.current, {
      kind: 'race',
      mode: 'bets',
      autoSubscribe: true,
      minBet: 500,
    });
    const player = await richPlayer();
    const session = await playSession(app.current, player);
    const placed = bet(session, 2_000);
    ok(await walletCall(app.current, 'bet', placed));
    // Bets of 2 hryvnias: under the minimum bet, so farming the board with many of them scores nothing.
    for (let index = 0; index < 5; index++) await spin(app.current, session, 200);
    await relayAll(app.current);
    expect((await competitionOf(player, competition.slug)).playerData).toMatchObject({
      isSubscribed: true,
      points: 2_000,
    });

    ok(await walletCall(app.current, 'rollback', rollback(session, placed)));
    await relayAll(app.current);
    expect((await competitionOf(player, competition.slug)).playerData).toMatchObject({
      points: 0,
      roundsPlayed: 0,
    });
  });

  it('counts only the real part of a stake and converts other currencies by the fixed table', async () => {
    const competition = await addCompetition(app.current, { mode: 'bets', autoSubscribe: true });
    const player = await newPlayer(app.current, { currency: 'USD' });
    await fund(app.current, player.id, 10_000, 'USD');
    await spin(app.current, await playSession(app.current, player), 500);
    await relayAll(app.current);
    // 5 dollars at 40 hryvnias a dollar.
    expect((await competitionOf(player, competition.slug)).playerData?.points).toBe(20_000);
  });

  it('plays a race in outplay attempts: the best attempt counts, a new one opens when one is played out', async () => {
    const competition = await addCompetition(app.current, {
      kind: 'race',
      mode: 'bets',
      autoSubscribe: true,
      attempts: 2,
      attemptRounds: 2,
    });
    const player = await richPlayer();
    const session = await playSession(app.current, player);
    await spin(app.current, session, 1_000);
    await spin(app.current, session, 1_000);
    await spin(app.current, session, 9_000);
    await relayAll(app.current);
    let data = (await competitionOf(player, competition.slug)).playerData;
    expect(data).toMatchObject({ points: 2_000, canIncreaseAttempt: true, isAvailableToPlay: false });
    expect(
      data?.outplayAttempts.map((attempt) => [attempt.attempt, attempt.bet_count, attempt.status]),
    ).toEqual([[1, 2, 'finished']]);

    const next = await player.get(`/rest/tournaments/${competition.id}/increase-attempt/`);
    expect(next.statusCode, next.body).toBe(200);
    refusedWith(
      await player.get(`/rest/tournaments/${competition.id}/increase-attempt/`),
      409,
      'competition_attempt_unavailable',
    );
    await spin(app.current, session, 3_000);
    await relayAll(app.current);
    data = (await competitionOf(player, competition.slug)).playerData;
    expect(data?.points).toBe(3_000);
    expect(data?.outplayAttempts.find((attempt) => attempt.isAccepted)?.attempt).toBe(2);
  });

  it('scores a round by its multiplier in a wins_extended race', async () => {
    const competition = await addCompetition(app.current, {
      kind: 'special-race',
      mode: 'wins_extended',
      autoSubscribe: true,
    });
    const player = await richPlayer();
    const session = await playSession(app.current, player);
    const placed = bet(session, 400);
    ok(await walletCall(app.current, 'bet', placed));
    ok(await walletCall(app.current, 'win', win(session, placed, 5_000)));
    await relayAll(app.current);
    expect((await competitionOf(player, competition.slug)).playerData?.points).toBe(1_250);
  });
});

describe('competitions: replays', () => {
  it('scores a bet the provider sends twice once, and gives the same boards when the stream is handed over again', async () => {
    const bets = await addCompetition(app.current, {
      mode: 'bets',
      autoSubscribe: true,
      gameSlugs: ['neon-nights'],
    });
    const wins = await addCompetition(app.current, {
      mode: 'wins',
      autoSubscribe: true,
      gameSlugs: ['neon-nights'],
    });
    const player = await richPlayer();
    const before = await scorerPosition(app.current);
    const session = await playSession(app.current, player, 'neon-nights');
    const placed = bet(session, 1_000);
    ok(await walletCall(app.current, 'bet', placed));
    ok(await walletCall(app.current, 'bet', placed));
    const second = bet(session, 1_000, { roundId: placed.roundId });
    ok(await walletCall(app.current, 'bet', second));
    ok(await walletCall(app.current, 'rollback', rollback(session, second)));
    ok(await walletCall(app.current, 'win', win(session, placed, 4_000)));
    await relayAll(app.current);
    const boards = async () => [
      (await competitionOf(player, bets.slug)).playerData?.points,
      (await competitionOf(player, wins.slug)).playerData?.points,
    ];
    expect(await boards()).toEqual([1_000, 4_000]);
    await replayScoringFrom(app.current, before);
    expect(await boards()).toEqual([1_000, 4_000]);
  });
});

describe('competitions: closing', () => {
  it('freezes the board, pays each prize once through the ledger and the bonus engine, and tells the winners', async () => {
    const competition = await addCompetition(app.current, { gameSlugs: ['book-of-sevens'] });
    const players = [await richPlayer(), await richPlayer(), await richPlayer(), await richPlayer()];
    for (const [index, player] of players.entries()) {
      await subscribe(player, competition.id);
      await spin(app.current, await playSession(app.current, player), 1_000, (4 - index) * 10_000);
    }
    await relayAll(app.current);
    app.current.clock.advance(25 * 60 * 60 * 1000);
    await relayAll(app.current);
    // The job closes it; running it again pays nothing twice.
    for (let run = 0; run < 2; run++) await app.current.app.jobs.runNow('competitions-close');
    await relayAll(app.current);
    // Each place granted once: the winner's money came through the ledger once (other tests' competitions closed too).
    const grants = await app.current.database.db
      .select()
      .from(rewardGrants)
      .where(like(rewardGrants.sourceRef, `${competition.id}:%`));
    expect(grants.map((grant) => [grant.sourceRef, grant.status, grant.playerId])).toEqual([
      [`${competition.id}:1`, 'granted', players[0]!.id],
      [`${competition.id}:2`, 'granted', players[1]!.id],
      [`${competition.id}:3`, 'granted', players[2]!.id],
    ]);
    const payouts = await app.current.database.db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.idempotencyKey, `reward:competition:${competition.id}:1`));
    expect(payouts).toHaveLength(1);

    const closed = await competitionOf(players[0]!, competition.slug);
    expect(closed.data.state).toBe('closed');
    expect(closed.playerData).toMatchObject({ position: 1, prize: { type: 'money', amount: 100_000 } });
    const stop = tournamentMessages(app.current, personalChannel(players[0]!.id)).filter(
      (message) => message.action === 'stop' && message.data.competitionId === competition.id,
    );
    expect(stop).toHaveLength(1);
    const prizes = await players[2]!.get('/rest/player/prizes/');
    expect(prizes.json().data[0]).toMatchObject({ status: 'granted', prize: { type: 'bonus_fs' } });
    const history = await players[1]!.get('/rest/player-tournaments-history/?limit=10');
    expect(history.json().data).toContainEqual(
      expect.objectContaining({ position: 2, prize: expect.objectContaining({ amount: 50_000 }) }),
    );
    expect((await players[1]!.get('/rest/player/tournaments/hasWins/')).json().hasWins).toBe(true);
    // Fourth place wins nothing.
    expect((await competitionOf(players[3]!, competition.slug)).playerData).toMatchObject({
      position: 4,
      prize: null,
    });
  });
});
