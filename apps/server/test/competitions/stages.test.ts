import { PUBLIC_CHANNELS, personalChannel } from '@casino/contracts';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompetitionsRepository } from '../../src/modules/competitions/competitions.repository.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { bonusesTestApp, newPlayer, playSession, spin } from '../bonuses/support/bonus-app.ts';
import { fund } from '../games/support/wallet-api.ts';
import { addCompetition, competitionOf, relayAll, subscribe, tournamentMessages } from './competition-app.ts';

const app = bonusesTestApp();
const MINUTE = 60_000;

async function richPlayer() {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, 1_000_000);
  return player;
}

/** Moves past a moment and the close's grace, and lets the job run twice at once (two nodes). */
async function closeAfter(minutes: number) {
  app.current.clock.advance(minutes * MINUTE + 31_000);
  await relayAll(app.current);
  await Promise.all([
    app.current.app.jobs.runNow('competitions-close'),
    app.current.app.jobs.runNow('competitions-close'),
  ]);
  await app.current.app.jobs.runNow('competitions-close');
  await relayAll(app.current);
}

async function grantsOf(competitionId: number) {
  const grants = await app.current.database.db
    .select()
    .from(rewardGrants)
    .where(like(rewardGrants.sourceRef, `${competitionId}:%`));
  return grants.map((grant) => [grant.sourceRef, grant.playerId, grant.status]).sort();
}

describe('competition stages', () => {
  it('boards each stage on its own, adds its places’ stage points to the main table, and pays every prize once', async () => {
    const now = app.current.clock.now().getTime();
    // Three stages of an hour, the first half played.
    const competition = await addCompetition(app.current, {
      gameSlugs: ['book-of-sevens'],
      startsAt: new Date(now - 30 * MINUTE),
      endsAt: new Date(now + 150 * MINUTE),
      stages: 3,
      stagePoints: [
        { fromPlace: 1, toPlace: 1, points: 100_000 },
        { fromPlace: 2, toPlace: 2, points: 50_000 },
      ],
      stagePrizes: [{ fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 5_000, currency: 'UAH' } }],
      stageLotteryTicketPrizes: [
        { fromPlace: 1, toPlace: 2, prize: { type: 'lottery_ticket', ticketKind: 'regular', count: 2 } },
      ],
      additionalPrizes: [
        { fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 3_000, currency: 'UAH' } },
      ],
      jackpot: { multiplier: 2_500, prize: { type: 'money', amount: 10_000, currency: 'UAH' } },
      series: `staged-${now}`,
      repeatDays: 1,
    });
    const players = [await richPlayer(), await richPlayer(), await richPlayer()];
    for (const [index, player] of players.entries()) {
      await subscribe(player, competition.id);
      await spin(app.current, await playSession(app.current, player), 1_000, (3 - index) * 10_000);
    }
    await relayAll(app.current);

    const running = await competitionOf(players[1]!, competition.slug);
    expect(running.data).toMatchObject({ stages: 3, points: 60_000 });
    expect(running.data.activeStageData).toMatchObject({ stage: 1, stages: 3 });
    expect(running.data.activeStageData?.mainTableData.map((row) => row.points)).toEqual([
      30_000, 20_000, 10_000,
    ]);
    expect(running.data.activeStageData?.mainTableData[0]?.prize).toMatchObject({ amount: 5_000 });
    expect(running.playerData).toMatchObject({
      activeStageData: { stage: 1, position: 2, points: 20_000 },
      completedStagesData: [],
    });
    expect(running.playerData?.activeStageDataWithCompetitors.map((row) => row.isCurrent)).toEqual([
      false,
      true,
      false,
    ]);

    // The first stage closes: its places' stage points join the main table, its prizes are paid.
    await closeAfter(30);
    const second = await competitionOf(players[0]!, competition.slug);
    expect(second.data.activeStageData).toMatchObject({ stage: 2, mainTableData: [] });
    expect(second.data.mainTableData.map((row) => row.points)).toEqual([130_000, 70_000, 10_000]);
    expect(second.playerData?.completedStagesData).toEqual([
      expect.objectContaining({
        stage: 1,
        position: 1,
        points: 30_000,
        stagePoints: 100_000,
        prize: expect.objectContaining({ type: 'money', amount: 5_000 }),
        ticketPrize: expect.objectContaining({ type: 'lottery_ticket' }),
      }),
    ]);
    expect(await grantsOf(competition.id)).toEqual(
      [
        [`${competition.id}:stage:1:1`, players[0]!.id, 'granted'],
        [`${competition.id}:stage-tickets:1:1`, players[0]!.id, 'pending'],
        [`${competition.id}:stage-tickets:1:2`, players[1]!.id, 'pending'],
      ].sort(),
    );
    const personal = tournamentMessages(app.current, personalChannel(players[0]!.id)).filter(
      (message) => message.action === 'stageChanged',
    );
    expect(personal.map((message) => message.data)).toEqual([
      expect.objectContaining({ closedStage: 1, stage: 2, position: 1, award: 'stage' }),
      expect.objectContaining({ closedStage: 1, stage: 2, position: 1, award: 'stage-tickets' }),
    ]);
    const everyone = tournamentMessages(app.current, PUBLIC_CHANNELS.tournaments).filter(
      (message) => message.action === 'stageChanged' && message.data.competitionId === competition.id,
    );
    expect(everyone.map((message) => message.data)).toEqual([
      expect.objectContaining({ closedStage: 1, stage: 2, position: null, prize: null }),
    ]);

    // The second stage is the third player's; the third stage nobody plays.
    await spin(app.current, await playSession(app.current, players[2]!), 1_000, 2_000);
    await relayAll(app.current);
    expect((await competitionOf(players[2]!, competition.slug)).playerData?.activeStageData).toEqual({
      stage: 2,
      position: 1,
      points: 2_000,
    });

    // The close: the last stages, the main table, the best multiplier's prize and the jackpot (×30 reached ×25).
    await closeAfter(120);
    const closed = await competitionOf(players[0]!, competition.slug);
    expect(closed.data.state).toBe('closed');
    expect(closed.data.activeStageData).toBeNull();
    expect(closed.data.mainTableData.map((row) => row.points)).toEqual([130_000, 112_000, 70_000]);
    expect(closed.playerData?.completedStagesData.map((stage) => stage.position)).toEqual([1, null, null]);
    const grants = await grantsOf(competition.id);
    expect(grants).toContainEqual([`${competition.id}:multiplier:0:1`, players[0]!.id, 'granted']);
    expect(grants).toContainEqual([`${competition.id}:jackpot:0:1`, players[0]!.id, 'granted']);
    expect(grants).toContainEqual([`${competition.id}:stage:2:1`, players[2]!.id, 'granted']);
    expect(new Set(grants.map((grant) => grant[0])).size).toBe(grants.length);

    // The main table still rebuilds from its scores, stage points included.
    const repository = new CompetitionsRepository(app.current.database.db);
    // The next edition has its stages all ahead of it.
    const next = (await repository.scheduled()).find((row) => row.series === competition.series);
    expect(next).toMatchObject({ stages: 3, stagesClosed: 0 });
    const rebuilt = await repository.rebuiltPoints(app.current.database.db, competition.id);
    expect(rebuilt.map((row) => Number(row.points)).sort((a, b) => b - a)).toEqual([
      130_000, 112_000, 70_000,
    ]);
  });
});
