import {
  type DicePlayResponse,
  diceParticipantResponseSchema,
  dicePlayResponseSchema,
} from '@casino/contracts';
import { fairDiceThrow, serverSeedHash } from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chanceDraws, diceActivities } from '../../src/modules/chance/chance.schema.ts';
import { seedDiceActivities } from '../../src/modules/chance/dice/dice.seed.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { bonusesTestApp, deposit, newPlayer, type Player, relay } from '../bonuses/support/bonus-app.ts';
import { callApi } from '../support/test-app.ts';

// The test clock starts on Sunday 1 March 2026, 14:00 in Kyiv: the weekly dice may be thrown.
const app = bonusesTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function seeded() {
  await seedDiceActivities(app.current.database.db, app.current.clock);
}

async function participant(player?: Player) {
  const response = player
    ? await player.get('/rest/daily-activities/participant/')
    : await callApi(app.current.app, { url: '/rest/daily-activities/participant/' });
  expect(response.statusCode, response.body).toBe(200);
  return diceParticipantResponseSchema.parse(response.json()).data;
}

async function throwDice(
  player: Player,
  kind: 'daily-dice' | 'weekly-dice',
): Promise<DicePlayResponse['data']> {
  const response = await player.post(`/rest/daily-activities/${kind}/play/`);
  expect(response.statusCode, response.body).toBe(200);
  return dicePlayResponseSchema.parse(response.json()).data;
}

async function refusal(player: Player, kind: string) {
  const response = await player.post(`/rest/daily-activities/${kind}/play/`);
  return { status: response.statusCode, code: response.json().error?.code as string | undefined };
}

async function prizesOf(playerId: number) {
  return app.current.database.db.select().from(rewardGrants).where(eq(rewardGrants.playerId, playerId));
}

describe('daily and weekly dice', () => {
  it('publishes both activities with their odds to a guest, who cannot throw', async () => {
    await seeded();
    const data = await participant();
    expect(Object.keys(data).sort()).toEqual(['daily-dice', 'weekly-dice']);
    expect(data['daily-dice']).toMatchObject({
      triesLeft: 0,
      isAvailable: false,
      state: 'active',
      maxTries: 1,
    });
    expect(data['daily-dice']?.odds.map((row) => row.pairs)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    // (2 × 500 + 6 × 50 + 8 × 10 + 10 × 5 + 6 × 20) hryvnias over 36 throws, in kopecks, rounded down.
    expect(data['daily-dice']?.expectedMoney).toBe(Math.floor((1550 * 100) / 36));
    expect(data['weekly-dice']).toMatchObject({ isTodayInRange: true, depositsForTry: 1 });
  });

  it('throws the daily dice once a day, fairly: the draw recomputes from the revealed seed', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    expect((await participant(player))['daily-dice']).toMatchObject({ triesLeft: 1, isAvailable: true });

    // A double click: two throws at once make one draw and one prize.
    const both = await Promise.all([
      player.post('/rest/daily-activities/daily-dice/play/'),
      player.post('/rest/daily-activities/daily-dice/play/'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const played = dicePlayResponseSchema.parse(both.find((r) => r.statusCode === 200)!.json()).data;
    expect(played).toMatchObject({ triesLeft: 0, attempts: 1, isAvailable: false, state: 'winner' });
    expect(played.play.isWin).toBe(true);
    const [prize] = await prizesOf(player.id);
    expect(prize).toMatchObject({ source: 'dice', status: 'granted' });
    expect(
      await app.current.database.db.select().from(chanceDraws).where(eq(chanceDraws.playerId, player.id)),
    ).toHaveLength(1);
    expect(await refusal(player, 'daily-dice')).toEqual({ status: 409, code: 'dice_throw_unavailable' });

    const rotated = (await player.post('/rest/chance/fairness/rotate/')).json().data;
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(played.play.draw.serverSeedHash);
    const recomputed = fairDiceThrow({
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: played.play.draw.clientSeed,
      nonce: played.play.draw.nonce,
    });
    expect(recomputed.dice).toEqual(played.play.dice);
    const draws = (await player.get('/rest/chance/draws/')).json().data;
    expect(draws[0]).toMatchObject({ id: played.play.draw.id, serverSeed: rotated.revealed.serverSeed });
    const one = await player.get(`/rest/chance/draws/${played.play.draw.id}/`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual(draws[0]);
    expect(one.json().data.oddsTable).toMatchObject({ kind: 'daily-dice' });
    const stranger = await newPlayer(app.current);
    const theirs = await stranger.get(`/rest/chance/draws/${played.play.draw.id}/`);
    expect({ status: theirs.statusCode, code: theirs.json().error.code }).toEqual({
      status: 404,
      code: 'chance_draw_not_found',
    });
    expect((await stranger.get('/rest/chance/draws/abc/')).statusCode).toBe(422);

    app.current.clock.advance(DAY);
    expect((await participant(player))['daily-dice']).toMatchObject({ triesLeft: 1, state: 'active' });
    app.current.clock.advance(-DAY);
  });

  it('earns weekly throws by deposits, once per deposit, and refuses a throw on a weekday or with none left', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    expect(await refusal(player, 'weekly-dice')).toEqual({ status: 409, code: 'dice_throw_unavailable' });
    await deposit(app.current, player, 50_00); // under the ₴100 minimum: no throw
    await deposit(app.current, player, 150_00);
    await relay(app.current);
    await relay(app.current);
    const weekly = (await participant(player))['weekly-dice'];
    expect(weekly).toMatchObject({ depositsCounted: 1, triesLeft: 1, isAvailable: true });

    const result = await throwDice(player, 'weekly-dice');
    expect(result.attempts).toBe(1);
    expect(result.play.isWin).toBe(result.play.dice[0] + result.play.dice[1] === 7);
    expect(result.state).toBe(result.play.isWin ? 'winner' : 'active');
    expect(await refusal(player, 'weekly-dice')).toEqual({ status: 409, code: 'dice_throw_unavailable' });

    // Monday: the new week's deposits count, but the dice waits for Sunday.
    app.current.clock.advance(DAY);
    await deposit(app.current, player, 150_00);
    await relay(app.current);
    const monday = (await participant(player))['weekly-dice'];
    expect(monday).toMatchObject({ triesLeft: 1, isTodayInRange: false, isAvailable: false, attempts: 0 });
    expect(await refusal(player, 'weekly-dice')).toEqual({ status: 409, code: 'dice_throw_unavailable' });
    app.current.clock.advance(-DAY);
  });

  it('refuses a self-excluded player with 444, an unknown activity with 404, and a guest with 401', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await refusal(player, 'daily-dice')).status).toBe(444);
    expect(await prizesOf(player.id)).toEqual([]);
    expect((await refusal(player, 'monthly-dice')).status).toBe(422);
    const guest = await callApi(app.current.app, {
      method: 'POST',
      url: '/rest/daily-activities/daily-dice/play/',
    });
    expect(guest.statusCode).toBe(401);
  });

  it('offers a bonus prize through the bonus engine, to be taken on the bonuses page', async () => {
    await seeded();
    const { db } = app.current.database;
    const [daily] = await db.select().from(diceActivities).where(eq(diceActivities.kind, 'daily-dice'));
    const everySector = daily!.prizes.map(({ sector }) => ({
      sector,
      prize: { type: 'bonus_fs' as const, templateSlug: 'free-spins-20' },
    }));
    await db.update(diceActivities).set({ prizes: everySector }).where(eq(diceActivities.kind, 'daily-dice'));
    try {
      const player = await newPlayer(app.current);
      const played = await throwDice(player, 'daily-dice');
      expect(played.play.prizes).toEqual([
        expect.objectContaining({ type: 'bonus_fs', canBeApplied: true, bonusId: expect.any(Number) }),
      ]);
      expect(played.play.prizes[0]?.text).not.toBe('');
    } finally {
      await db
        .update(diceActivities)
        .set({ prizes: daily!.prizes })
        .where(eq(diceActivities.kind, 'daily-dice'));
    }
  });

  it('shows the info popup until the player dismisses it', async () => {
    const player = await newPlayer(app.current);
    expect((await player.get('/rest/popups/player/show/daily-activity-dice/')).json()).toEqual({
      success: true,
    });
    expect((await player.post('/rest/popups/player/reject/daily-activity-dice/')).statusCode).toBe(200);
    expect((await player.get('/rest/popups/player/show/daily-activity-dice/')).json()).toEqual({
      success: false,
    });
  });
});
