import {
  type Chests,
  chestsResponseSchema,
  chestsStateResponseSchema,
  lootBoxListResponseSchema,
  lootBoxResponseSchema,
} from '@casino/contracts';
import { fairWheelSpin, serverSeedHash } from '@casino/game-math';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chanceDraws } from '../../src/modules/chance/chance.schema.ts';
import {
  chestCampaigns,
  chestParticipants,
  lootBoxes,
} from '../../src/modules/chance/chests/chests.schema.ts';
import { DEMO_CHESTS_ID, DEMO_LOOT_BOX_ID, seedChests } from '../../src/modules/chance/chests/chests.seed.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import {
  bonusesTestApp,
  deposit,
  newPlayer,
  type Player,
  readerPosition,
  relay,
  replayReaderFrom,
} from '../bonuses/support/bonus-app.ts';
import { bet, fund, ok, realSession, rollback, walletCall } from '../games/support/wallet-api.ts';
import { callApi } from '../support/test-app.ts';

// The demo campaign: a chest for every ₴200 of real-money stakes, three opens a Kyiv day, three chests a pick.
const app = bonusesTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function seeded() {
  await seedChests(app.current.database.db, app.current.clock, app.current.app.accounts.players);
}

async function chestsOf(player?: Player): Promise<Chests | null> {
  const response = player
    ? await player.get('/rest/chests/')
    : await callApi(app.current.app, { url: '/rest/chests/' });
  expect(response.statusCode, response.body).toBe(200);
  return chestsResponseSchema.parse(response.json()).data;
}

async function open(player: Player, chestNumber = 2) {
  return player.post('/rest/chests/open/', { chestsId: DEMO_CHESTS_ID, chestNumber });
}

async function receive(player: Player) {
  const response = await player.post('/rest/chests/receive/', { chestsId: DEMO_CHESTS_ID });
  expect(response.statusCode, response.body).toBe(200);
  return chestsStateResponseSchema.parse(response.json()).data;
}

function codeOf(response: { statusCode: number; json(): unknown }) {
  return {
    status: response.statusCode,
    code: (response.json() as { error?: { code?: string } }).error?.code,
  };
}

/** Gives the player chests to open, as progress would have. */
async function earned(player: Player, chests: number) {
  await app.current.database.db
    .insert(chestParticipants)
    .values({
      campaignId: DEMO_CHESTS_ID,
      playerId: player.id,
      progress: 0,
      chestsEarned: chests,
      chestsOpened: 0,
      periodOpens: 0,
    })
    .onConflictDoUpdate({
      target: [chestParticipants.campaignId, chestParticipants.playerId],
      set: { chestsEarned: chests },
    });
}

async function grantsOf(playerId: number, source: string) {
  return app.current.database.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.playerId, playerId), eq(rewardGrants.source, source)));
}

async function drawsOf(playerId: number, feature: string) {
  return app.current.database.db
    .select()
    .from(chanceDraws)
    .where(and(eq(chanceDraws.playerId, playerId), eq(chanceDraws.feature, feature)));
}

const chestsPosition = () => readerPosition(app.current, 'chests');
const replayChestsFrom = (position: { txId: string; eventId: number }) =>
  replayReaderFrom(app.current, 'chests', position);

async function participantOf(playerId: number, campaignId = DEMO_CHESTS_ID) {
  const [row] = await app.current.database.db
    .select()
    .from(chestParticipants)
    .where(and(eq(chestParticipants.campaignId, campaignId), eq(chestParticipants.playerId, playerId)));
  return row;
}

describe('chests', () => {
  it('publishes the campaign and its exact odds to a guest, who cannot open', async () => {
    await seeded();
    const data = await chestsOf();
    expect(data).toMatchObject({
      id: DEMO_CHESTS_ID,
      available: false,
      totalWeight: 1000,
      totalOpenCount: 3,
    });
    expect(data?.chests.map((chest) => chest.number)).toEqual([1, 2, 3]);
    expect(data?.odds.map((row) => row.weight)).toEqual([400, 250, 150, 120, 60, 15, 5]);
    // (400 × 5 + 250 × 10 + 120 × 25 + 60 × 100 + 15 × 500 + 5 × 2000) hryvnias over 1000 chests, in kopecks.
    expect(data?.expectedMoney).toBe(Math.floor((31_000 * 100) / 1000));
    const guest = await callApi(app.current.app, {
      method: 'POST',
      url: '/rest/chests/open/',
      payload: { chestsId: DEMO_CHESTS_ID, chestNumber: 1 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('earns a chest from real-money stakes once per event, a replay counting nothing, a refund taking back', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 1000_00);
    const session = await realSession(app.current, player);
    expect(await chestsOf(player)).toMatchObject({
      available: true,
      chestsToOpen: 0,
      nextChestProgress: { currentProgress: 0, target: 200_00, currency: 'UAH' },
    });
    await relay(app.current);
    const before = await chestsPosition();
    ok(await walletCall(app.current, 'bet', bet(session, 150_00)));
    const second = bet(session, 100_00);
    ok(await walletCall(app.current, 'bet', second));
    await relay(app.current);
    expect(await chestsOf(player)).toMatchObject({ chestsToOpen: 1, nextChestProgress: null });
    expect(await participantOf(player.id)).toMatchObject({ progress: 50_00, chestsEarned: 1 });
    const pushes = app.current.published.filter(({ message }) => message.type === 'chests');
    expect(pushes.at(-1)?.message).toMatchObject({
      action: 'earned',
      data: { chestsId: DEMO_CHESTS_ID, chestsToOpen: 1 },
    });

    await replayChestsFrom(before);
    expect(await participantOf(player.id)).toMatchObject({ progress: 50_00, chestsEarned: 1 });

    // The second stake refunded: its progress comes off, never below zero; the chest it helped earn stays.
    ok(await walletCall(app.current, 'rollback', rollback(session, second)));
    await relay(app.current);
    expect(await participantOf(player.id)).toMatchObject({ progress: 0, chestsEarned: 1 });
  });

  it('earns chests from deposits in a campaign earned that way, once per deposit', async () => {
    await seeded();
    const { db } = app.current.database;
    const [demo] = await db.select().from(chestCampaigns).where(eq(chestCampaigns.id, DEMO_CHESTS_ID));
    await db
      .insert(chestCampaigns)
      .values({ ...demo!, id: 'zz-deposit-chests', earnBy: 'deposits', progressTarget: { UAH: 100_00 } })
      .onConflictDoNothing();
    const player = await newPlayer(app.current);
    await relay(app.current);
    const before = await chestsPosition();
    await deposit(app.current, player, 250_00);
    await relay(app.current);
    expect(await participantOf(player.id, 'zz-deposit-chests')).toMatchObject({
      progress: 50_00,
      chestsEarned: 2,
    });
    await replayChestsFrom(before);
    expect(await participantOf(player.id, 'zz-deposit-chests')).toMatchObject({
      progress: 50_00,
      chestsEarned: 2,
    });
    // The stakes campaign counts no deposits; the player has deposited now.
    expect(await participantOf(player.id)).toBeUndefined();
    expect(await chestsOf(player)).toMatchObject({ hasDeposits: true });
  });

  it('opens once on a double click, pays once through rewards, and the draw recomputes from the revealed seed', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await earned(player, 2);
    expect(await chestsOf(player)).toMatchObject({ chestsToOpen: 2, currentOpenCount: 0 });

    const both = await Promise.all([open(player, 3), open(player, 3)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(both.find((r) => r.statusCode === 409)!).code).toBe('chest_open_unavailable');
    const opened = chestsStateResponseSchema.parse(both.find((r) => r.statusCode === 200)!.json()).data;
    expect(opened).toMatchObject({ chestsToOpen: 1, currentOpenCount: 1 });
    expect(opened.chests.map((chest) => chest.prizes.length)).toEqual([0, 0, 1]);
    const draws = await drawsOf(player.id, 'chests');
    expect(draws).toHaveLength(1);
    const grants = await grantsOf(player.id, 'chests');
    expect(grants).toHaveLength(1);
    expect(grants[0]?.sourceRef).toBe(draws[0]?.sourceRef);

    // Receiving leaves the receive step; the prize was paid when the chest opened, and is not paid again.
    const received = await receive(player);
    expect(received.chests.every((chest) => chest.prizes.length === 0)).toBe(true);
    expect(await receive(player)).toMatchObject({ chestsToOpen: 1 });
    expect(await grantsOf(player.id, 'chests')).toHaveLength(1);

    const draw = opened.draw!;
    const rotated = (await player.post('/rest/chance/fairness/rotate/')).json().data;
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(draw.serverSeedHash);
    const weights = opened.odds.map((row) => row.weight);
    const spin = fairWheelSpin(
      { serverSeed: rotated.revealed.serverSeed, clientSeed: draw.clientSeed, nonce: draw.nonce },
      weights,
    );
    expect(draw.outcome).toEqual({ chestNumber: 3, ...spin });
    expect(opened.chests[2]?.prizes[0]).toEqual(opened.odds[spin.segment]?.prize);
  });

  it('refuses an open beyond the period’s limit until the Kyiv day resets it', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await earned(player, 5);
    for (let opens = 0; opens < 3; opens++) {
      expect((await open(player, 1)).statusCode).toBe(200);
      // A prize still to receive refuses the next open.
      expect(codeOf(await open(player, 1)).code).toBe('chest_open_unavailable');
      await receive(player);
    }
    const limited = await chestsOf(player);
    expect(limited).toMatchObject({ currentOpenCount: 3, totalOpenCount: 3, chestsToOpen: 2 });
    expect(Date.parse(limited!.resetOpenCountDate)).toBeGreaterThan(app.current.clock.now().getTime());
    expect(codeOf(await open(player, 1))).toEqual({ status: 409, code: 'chest_limit_exceeded' });
    expect(codeOf(await open(player, 4))).toEqual({ status: 422, code: 'chest_number_invalid' });

    app.current.clock.advance(DAY);
    expect(await chestsOf(player)).toMatchObject({ currentOpenCount: 0 });
    expect((await open(player, 1)).statusCode).toBe(200);
    app.current.clock.advance(-DAY);
  });

  it('answers 444 to a self-excluded player on chest data and on every open', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await earned(player, 1);
    const [box] = await app.current.database.db
      .insert(lootBoxes)
      .values({
        campaignId: DEMO_LOOT_BOX_ID,
        playerId: player.id,
        source: 'test',
        sourceRef: `excluded:${player.id}`,
        grantedAt: app.current.clock.now(),
      })
      .returning();
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await player.get('/rest/chests/')).statusCode).toBe(444);
    expect((await open(player)).statusCode).toBe(444);
    expect((await player.get(`/rest/loot-boxes/${box!.id}/`)).statusCode).toBe(444);
    expect((await player.post(`/rest/loot-boxes/${box!.id}/open/`, { chestNumber: 1 })).statusCode).toBe(444);
    expect(await drawsOf(player.id, 'chests')).toEqual([]);
    expect(await grantsOf(player.id, 'loot-box')).toEqual([]);
  });
});

describe('loot boxes', () => {
  it('opens a player’s own box once and answers 404 to anyone else', async () => {
    await seeded();
    const owner = await newPlayer(app.current);
    const other = await newPlayer(app.current);
    const [box] = await app.current.database.db
      .insert(lootBoxes)
      .values({
        campaignId: DEMO_LOOT_BOX_ID,
        playerId: owner.id,
        source: 'test',
        sourceRef: `owner:${owner.id}`,
        grantedAt: app.current.clock.now(),
      })
      .returning();
    const url = `/rest/loot-boxes/${box!.id}/`;
    expect(codeOf(await other.get(url))).toEqual({ status: 404, code: 'chests_not_found' });
    expect(codeOf(await other.post(`${url}open/`, { chestNumber: 1 }))).toEqual({
      status: 404,
      code: 'chests_not_found',
    });
    expect(lootBoxListResponseSchema.parse((await owner.get('/rest/loot-boxes/')).json()).data).toEqual([
      { id: box!.id, title: 'Вітальний лутбокс' },
    ]);
    const closed = lootBoxResponseSchema.parse((await owner.get(url)).json()).data;
    expect(closed).toMatchObject({ available: true, openedAt: null, draw: null, totalWeight: 100 });

    const both = await Promise.all([
      owner.post(`${url}open/`, { chestNumber: 2 }),
      owner.post(`${url}open/`, { chestNumber: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const opened = lootBoxResponseSchema.parse((await owner.get(url)).json()).data;
    expect(opened.openedAt).not.toBeNull();
    expect(opened.chests.filter((chest) => chest.prizes.length === 1)).toHaveLength(1);
    // Every prize of the welcome box pays something, granted once.
    expect(await grantsOf(owner.id, 'loot-box')).toHaveLength(1);
    expect(await drawsOf(owner.id, 'loot-box')).toHaveLength(1);
    expect(lootBoxListResponseSchema.parse((await owner.get('/rest/loot-boxes/')).json()).data).toEqual([]);
  });
});
