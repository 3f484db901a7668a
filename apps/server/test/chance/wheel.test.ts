import {
  type WheelSegment,
  wheelGuestResponseSchema,
  wheelInfoResponseSchema,
  wheelPrizeResponseSchema,
  wheelPrizesResponseSchema,
  wheelSegmentsResponseSchema,
  wheelSpinResponseSchema,
} from '@casino/contracts';
import { fairWheelSpin, serverSeedHash } from '@casino/game-math';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chanceDraws, wheelSpins, wheels } from '../../src/modules/chance/chance.schema.ts';
import { seedWheels } from '../../src/modules/chance/wheel/wheel.seed.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { bonusesTestApp, deposit, newPlayer, type Player, relay } from '../bonuses/support/bonus-app.ts';
import { callApi } from '../support/test-app.ts';

const app = bonusesTestApp();
const DAY = 24 * 60 * 60 * 1000;
const SPIN = '/rest/wheel-of-fortune/spin/';

/** The demo wheel, and a test wheel of its own by slug whose every segment is the given prize. */
async function wheelPaying(slug: string, prize: WheelSegment['prize']) {
  const { db } = app.current.database;
  await seedWheels(db, app.current.clock);
  await db
    .insert(wheels)
    .values({
      slug,
      title: { uk: 'Тестове колесо', ru: 'Тестовое колесо', en: 'Test wheel' },
      enabled: true,
      guest: false,
      dailyFreeSpin: true,
      depositsForSpin: 0,
      minDeposit: {},
      maxSpins: 1,
      segments: [
        { label: null, prize, weight: 1 },
        { label: null, prize, weight: 3 },
      ],
      position: 10,
      updatedAt: app.current.clock.now(),
    })
    .onConflictDoNothing();
  return `${SPIN}?slug=${slug}`;
}

async function spinOf(player: Player, url = SPIN) {
  const response = await player.post(url);
  expect(response.statusCode, response.body).toBe(200);
  return wheelSpinResponseSchema.parse(response.json()).data;
}

async function refusal(player: Player, url = SPIN) {
  const response = await player.post(url);
  return { status: response.statusCode, code: response.json().error?.code as string | undefined };
}

async function rowsOf(playerId: number) {
  const { db } = app.current.database;
  const [draws] = await db.select({ n: count() }).from(chanceDraws).where(eq(chanceDraws.playerId, playerId));
  const [spins] = await db.select({ n: count() }).from(wheelSpins).where(eq(wheelSpins.playerId, playerId));
  const grants = await db.select().from(rewardGrants).where(eq(rewardGrants.playerId, playerId));
  return { draws: draws?.n ?? 0, spins: spins?.n ?? 0, grants };
}

async function infoOf(player?: Player) {
  const url = '/rest/wheel-of-fortune/info/';
  const response = player ? await player.get(url) : await callApi(app.current.app, { url });
  expect(response.statusCode, response.body).toBe(200);
  return wheelInfoResponseSchema.parse(response.json()).data;
}

describe('wheel of fortune', () => {
  it('publishes the demo wheel’s exact odds and expected money; a guest has no spins', async () => {
    await seedWheels(app.current.database.db, app.current.clock);
    const response = await callApi(app.current.app, { url: '/rest/wheel-of-fortune/segments/?lang=en' });
    expect(response.statusCode, response.body).toBe(200);
    const wheel = wheelSegmentsResponseSchema.parse(response.json()).data;
    expect(wheel).toMatchObject({ slug: 'daily-wheel', totalWeight: 1000, currency: 'UAH' });
    expect(wheel.segments.map((segment) => segment.weight)).toEqual([
      240, 200, 150, 60, 80, 200, 40, 23, 6, 1,
    ]);
    expect(wheel.segments.map((segment) => segment.chanceBp)).toEqual([
      2400, 2000, 1500, 600, 800, 2000, 400, 230, 60, 10,
    ]);
    expect(wheel.segments[1]).toMatchObject({ label: 'Try tomorrow', prize: { type: 'none' } });
    expect(wheel.segments[3]?.prize.type).toBe('bonus_fs');
    // (240 × 5 + 150 × 10 + 80 × 20 + 40 × 50 + 23 × 100 + 6 × 500 + 1 × 1000) hryvnias in 1000 spins, in kopecks.
    expect(wheel.expectedMoney).toBe(1260);
    expect(await infoOf()).toMatchObject({ spinsLeft: 0, isAvailable: false, dailyFreeSpin: true });
  });

  it('spins once a day, paid once even on a double click; the draw recomputes from the revealed seed', async () => {
    const url = await wheelPaying('money-wheel', {
      type: 'money',
      amounts: { UAH: 10_00, USD: 25, EUR: 22, RUB: 20_00 },
    });
    const player = await newPlayer(app.current);

    const both = await Promise.all([player.post(url), player.post(url)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().error.code).toBe('wheel_no_spins');
    const spun = wheelSpinResponseSchema.parse(both.find((r) => r.statusCode === 200)!.json()).data;
    expect(spun.prize).toMatchObject({ type: 'money', amount: 10_00, currency: 'UAH', wheel: 'money-wheel' });
    expect(spun.info).toMatchObject({ spinsLeft: 0, spinsMade: 1, isAvailable: false });
    const rows = await rowsOf(player.id);
    expect(rows.draws).toBe(1);
    expect(rows.spins).toBe(1);
    expect(rows.grants).toEqual([expect.objectContaining({ source: 'wheel', status: 'granted' })]);
    expect(rows.grants[0]?.transferId).not.toBeNull();

    const rotated = (await player.post('/rest/chance/fairness/rotate/')).json().data;
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(spun.draw.serverSeedHash);
    const recomputed = fairWheelSpin(
      { serverSeed: rotated.revealed.serverSeed, clientSeed: spun.draw.clientSeed, nonce: spun.draw.nonce },
      [1, 3],
    );
    expect(recomputed.segment).toBe(spun.segment);
    expect(spun.draw.outcome).toEqual(recomputed);

    app.current.clock.advance(DAY);
    try {
      expect((await spinOf(player, url)).info.spinsMade).toBe(1);
    } finally {
      app.current.clock.advance(-DAY);
    }
  });

  it('earns a spin per qualifying deposit, once per deposit, and refuses a spin with none left', async () => {
    await seedWheels(app.current.database.db, app.current.clock);
    const player = await newPlayer(app.current);
    expect(await infoOf(player)).toMatchObject({ spinsLeft: 1, isAvailable: true, depositsForSpin: 1 });
    await spinOf(player);
    expect(await refusal(player)).toEqual({ status: 409, code: 'wheel_no_spins' });

    await deposit(app.current, player, 100_00); // under the ₴200 minimum: no spin
    await deposit(app.current, player, 250_00);
    await relay(app.current);
    await relay(app.current);
    expect(await infoOf(player)).toMatchObject({ spinsLeft: 1, spinsMade: 1, depositsCounted: 1 });
    expect((await spinOf(player)).info).toMatchObject({ spinsLeft: 0, spinsMade: 2 });
    expect(await refusal(player)).toEqual({ status: 409, code: 'wheel_no_spins' });
  });

  it('refuses a self-excluded player with 444, a guest with 401 and an unknown wheel with 404', async () => {
    await seedWheels(app.current.database.db, app.current.clock);
    const player = await newPlayer(app.current);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await refusal(player)).status).toBe(444);
    const rows = await rowsOf(player.id);
    expect({ draws: rows.draws, spins: rows.spins, grants: rows.grants }).toEqual({
      draws: 0,
      spins: 0,
      grants: [],
    });

    const guest = await callApi(app.current.app, { method: 'POST', url: SPIN });
    expect(guest.statusCode).toBe(401);
    const other = await newPlayer(app.current);
    expect(await refusal(other, `${SPIN}?slug=no-such-wheel`)).toEqual({
      status: 404,
      code: 'wheel_not_found',
    });
  });

  it('gives a guest a demo spin of the guest wheel that pays nothing and records nothing', async () => {
    await seedWheels(app.current.database.db, app.current.clock);
    const { db } = app.current.database;
    const before = {
      draws: (await db.select({ n: count() }).from(chanceDraws))[0]?.n,
      spins: (await db.select({ n: count() }).from(wheelSpins))[0]?.n,
      grants: (await db.select({ n: count() }).from(rewardGrants))[0]?.n,
    };
    for (let i = 0; i < 5; i++) {
      const response = await callApi(app.current.app, { url: '/rest/wheel-of-fortune/guest/' });
      expect(response.statusCode, response.body).toBe(200);
      const guest = wheelGuestResponseSchema.parse(response.json()).data;
      if (!guest) throw new Error('the seeded guest wheel was not found');
      expect(guest.registerLocation).toBe('wheel');
      expect(guest.wheel.slug).toBe('daily-wheel');
      expect(guest.demo.prize).toEqual(guest.wheel.segments[guest.demo.segment]?.prize);
    }
    expect({
      draws: (await db.select({ n: count() }).from(chanceDraws))[0]?.n,
      spins: (await db.select({ n: count() }).from(wheelSpins))[0]?.n,
      grants: (await db.select({ n: count() }).from(rewardGrants))[0]?.n,
    }).toEqual(before);
  });

  it('answers a guest null, not an error, while the operator runs no guest wheel', async () => {
    const { db } = app.current.database;
    await seedWheels(db, app.current.clock);
    const guestWheels = await db
      .update(wheels)
      .set({ enabled: false })
      .where(eq(wheels.guest, true))
      .returning();
    expect(guestWheels.length).toBeGreaterThan(0);
    try {
      const response = await callApi(app.current.app, { url: '/rest/wheel-of-fortune/guest/' });
      expect(response.statusCode, response.body).toBe(200);
      expect(wheelGuestResponseSchema.parse(response.json()).data).toBeNull();
    } finally {
      await db.update(wheels).set({ enabled: true }).where(eq(wheels.guest, true));
    }
  });

  it('lists the player’s prizes; a bonus prize is a personal offer; another player’s prize id is 404', async () => {
    const url = await wheelPaying('bonus-wheel', { type: 'bonus_fs', templateSlug: 'free-spins-20' });
    const player = await newPlayer(app.current);
    const spun = await spinOf(player, url);
    expect(spun.prize).toMatchObject({ type: 'bonus_fs', bonusOfferId: expect.any(Number) });
    expect(spun.prize?.text).not.toBe('');

    const list = wheelPrizesResponseSchema.parse(
      (await player.get('/rest/wheel-of-fortune/prizes/')).json(),
    ).data;
    expect(list.map((prize) => prize.id)).toEqual([spun.prize?.id]);
    const own = await player.get(`/rest/wheel-of-fortune/prizes/${spun.prize?.id}/`);
    expect(wheelPrizeResponseSchema.parse(own.json()).data).toEqual(spun.prize);

    const other = await newPlayer(app.current);
    const guessed = await other.get(`/rest/wheel-of-fortune/prizes/${spun.prize?.id}/`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().error.code).toBe('wheel_prize_not_found');
    const offer = await other.get(`/rest/bonuses/offer/assign/${spun.prize?.bonusOfferId}/`);
    expect(offer.statusCode).toBe(404);
  });
});
