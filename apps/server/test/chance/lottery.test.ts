import {
  lotteryClaimsResponseSchema,
  lotteryDrawEntriesResponseSchema,
  lotteryLevelResponseSchema,
  lotteryResponseSchema,
  lotteryTicketResponseSchema,
  lotteryTicketsResponseSchema,
  personalChannel,
} from '@casino/contracts';
import { fairLotteryWinners, lotteryEntriesHash, serverSeedHash } from '@casino/game-math';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lotteries,
  lotteryPlayers,
  lotteryPromoCodes,
  lotteryTickets,
} from '../../src/modules/chance/lottery/lottery.schema.ts';
import {
  DEMO_LOTTERY_PROMO,
  DEMO_LOTTERY_SLUG,
  DEMO_LOTTERY_TERMS,
} from '../../src/modules/chance/lottery/lottery.seed.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { outboxPositions } from '../../src/platform/events/events.schema.ts';
import { bonusesTestApp, newPlayer, type Player, relay } from '../bonuses/support/bonus-app.ts';
import {
  bet,
  fund,
  ok,
  principalOf,
  realSession,
  rollback,
  walletCall,
} from '../games/support/wallet-api.ts';
import { callApi } from '../support/test-app.ts';

// The demo terms: a regular ticket is 50 stars or ₴20, a star per ₴10 staked, draws on Sundays and Wednesdays at
// 18:00 UTC (the test clock starts on Sunday 2026-03-01 at 12:00 UTC).
const app = bonusesTestApp();
const BASE = '/rest/lottery/';
let keys = 0;

/** The demo lottery, its promo code, and its first draw scheduled by the job. */
async function running() {
  const { db } = app.current.database;
  const now = app.current.clock.now();
  await db
    .insert(lotteries)
    .values({ slug: DEMO_LOTTERY_SLUG, ...DEMO_LOTTERY_TERMS, position: 0, updatedAt: now })
    .onConflictDoNothing();
  await db
    .insert(lotteryPromoCodes)
    .values({
      code: DEMO_LOTTERY_PROMO,
      lotterySlug: DEMO_LOTTERY_SLUG,
      ticketKind: 'regular',
      enabled: true,
      validUntil: null,
      createdAt: now,
    })
    .onConflictDoNothing();
  await app.current.app.jobs.runNow('lottery-draws');
}

async function lotteryOf(player?: Player) {
  const response = player ? await player.get(BASE) : await callApi(app.current.app, { url: BASE });
  expect(response.statusCode, response.body).toBe(200);
  const lottery = lotteryResponseSchema.parse(response.json()).data;
  if (!lottery) throw new Error('no lottery running');
  return lottery;
}

async function giveStars(player: Player, stars: number) {
  await app.current.database.db
    .insert(lotteryPlayers)
    .values({ playerId: player.id, stars, stakeProgress: 0, updatedAt: app.current.clock.now() })
    .onConflictDoUpdate({ target: lotteryPlayers.playerId, set: { stars } });
}

function buying(player: Player, payWith: 'stars' | 'money', idempotencyKey = `key-${++keys}-purchase`) {
  return player.post(`${BASE}tickets/`, { kind: 'regular', payWith, idempotencyKey });
}

async function bought(player: Player, payWith: 'stars' | 'money' = 'stars', key?: string) {
  const response = await buying(player, payWith, key);
  expect(response.statusCode, response.body).toBe(200);
  return lotteryTicketResponseSchema.parse(response.json()).data;
}

async function entered(player: Player, ticketId: number) {
  const response = await player.post(`${BASE}tickets/${ticketId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return lotteryTicketResponseSchema.parse(response.json()).data;
}

function refusal(response: { statusCode: number; json(): unknown }) {
  return {
    status: response.statusCode,
    code: (response.json() as { error?: { code?: string } }).error?.code,
  };
}

async function ticketsOf(playerId: number) {
  return app.current.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.playerId, playerId));
}

async function lotteryGrants(playerId?: number) {
  const source = eq(rewardGrants.source, 'lottery');
  return app.current.database.db
    .select()
    .from(rewardGrants)
    .where(playerId === undefined ? source : and(source, eq(rewardGrants.playerId, playerId)));
}

async function purchaseTransfers(playerId: number) {
  const [row] = await app.current.database.db
    .select({ n: count() })
    .from(walletTransfers)
    .where(and(eq(walletTransfers.playerId, playerId), eq(walletTransfers.kind, 'lottery_ticket_purchase')));
  return row?.n ?? 0;
}

describe('lottery', () => {
  it('shows a guest the lottery, the next draw’s committed seed hash and no tickets; buying needs a sign-in', async () => {
    await running();
    const lottery = await lotteryOf();
    expect(lottery).toMatchObject({
      slug: DEMO_LOTTERY_SLUG,
      signedIn: false,
      balanceStars: 0,
      tickets: 0,
      unusedTickets: 0,
      costTickets: { regular: { stars: 50, money: 20_00 }, gold: { stars: 200 }, super: { stars: 500 } },
      currency: 'UAH',
      starStake: 10_00,
      registerLocation: 'lottery',
      nextDraw: { status: 'scheduled', drawAt: '2026-03-01T18:00:00.000Z', serverSeed: null, winners: [] },
    });
    expect(lottery.nextDraw?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lottery.levels.map((level) => [level.ticketKind, level.winners])).toEqual([
      ['regular', 3],
      ['gold', 2],
      ['super', 1],
    ]);
    const guestBuy = await callApi(app.current.app, {
      method: 'POST',
      url: `${BASE}tickets/`,
      payload: { kind: 'regular', payWith: 'stars', idempotencyKey: 'guest-purchase' },
    });
    expect(guestBuy.statusCode).toBe(401);
    const level = await callApi(app.current.app, { url: `${BASE}prizes/level/1/?lang=en` });
    const view = lotteryLevelResponseSchema.parse(level.json()).data;
    expect(view).toMatchObject({ id: 1, title: 'Regular level', totalWeight: 1000 });
    expect(view.prizes[0]).toMatchObject({ id: 101, weight: 500, chanceBasisPoints: 5000, costTickets: 1 });
    expect((await callApi(app.current.app, { url: `${BASE}prizes/level/9/` })).statusCode).toBe(404);
  });

  it('earns stars from real-money stakes once per stake; a replay counts nothing, a refund takes its stars back', async () => {
    await running();
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 1000_00);
    const session = await realSession(app.current, player);
    await relay(app.current);
    const [position] = await app.current.database.db
      .select({ txId: outboxPositions.txId, eventId: outboxPositions.eventId })
      .from(outboxPositions)
      .where(eq(outboxPositions.subscriber, 'lottery-stars'));
    ok(await walletCall(app.current, 'bet', bet(session, 25_00)));
    const second = bet(session, 17_00);
    ok(await walletCall(app.current, 'bet', second));
    await relay(app.current);
    // ₴25 is two stars and ₴5 over; with ₴17 more, ₴22 is two more and ₴2 over.
    expect((await lotteryOf(player)).balanceStars).toBe(4);
    if (!position) throw new Error('the lottery-stars reader has no position');
    await app.current.database.db
      .update(outboxPositions)
      .set(position)
      .where(eq(outboxPositions.subscriber, 'lottery-stars'));
    await relay(app.current);
    expect((await lotteryOf(player)).balanceStars).toBe(4);
    ok(await walletCall(app.current, 'rollback', rollback(session, second)));
    await relay(app.current);
    expect((await lotteryOf(player)).balanceStars).toBe(2);
  });

  it('buys with stars once per key; short of stars it is 409 and nothing moves', async () => {
    await running();
    const player = await newPlayer(app.current);
    expect(refusal(await buying(player, 'stars'))).toEqual({
      status: 409,
      code: 'lottery_stars_insufficient',
    });
    expect(await ticketsOf(player.id)).toHaveLength(0);
    await giveStars(player, 120);
    const first = await bought(player, 'stars', 'double-click-1');
    const again = await bought(player, 'stars', 'double-click-1');
    expect(again.ticket.id).toBe(first.ticket.id);
    expect(first.ticket).toMatchObject({
      kind: 'regular',
      source: 'stars',
      status: 'unused',
      applied: false,
    });
    expect(again.lottery).toMatchObject({ balanceStars: 70, unusedTickets: 1 });
    await bought(player, 'stars');
    expect(refusal(await buying(player, 'stars'))).toEqual({
      status: 409,
      code: 'lottery_stars_insufficient',
    });
    expect((await lotteryOf(player)).balanceStars).toBe(20);
    expect(await ticketsOf(player.id)).toHaveLength(2);
  });

  it('buys with money in one ledger transfer per key; short of money it is 422 and nothing moves', async () => {
    await running();
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 30_00);
    // A double click sends the same key twice at once: one ticket, one transfer.
    const twice = await Promise.all([
      buying(player, 'money', 'money-click-1'),
      buying(player, 'money', 'money-click-1'),
    ]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    const [first, second] = twice.map((response) => lotteryTicketResponseSchema.parse(response.json()).data);
    expect(second?.ticket.id).toBe(first?.ticket.id);
    if (!first) throw new Error('no purchase');
    expect(first.ticket.source).toBe('money');
    expect(await principalOf(app.current, player.id)).toBe(10_00);
    expect(await purchaseTransfers(player.id)).toBe(1);
    expect(refusal(await buying(player, 'money'))).toEqual({ status: 422, code: 'insufficient_funds' });
    expect(await principalOf(app.current, player.id)).toBe(10_00);
    expect(await ticketsOf(player.id)).toHaveLength(1);
    const gold = await player.post(`${BASE}tickets/`, {
      kind: 'gold',
      payWith: 'money',
      idempotencyKey: 'x',
    });
    expect(gold.statusCode).toBe(422);
  });

  it('sells one ticket of two bought at once with the balance for one, in money and in stars', async () => {
    await running();
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 20_00);
    await giveStars(player, 50);
    const money = await Promise.all([buying(player, 'money'), buying(player, 'money')]);
    expect(money.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const stars = await Promise.all([buying(player, 'stars'), buying(player, 'stars')]);
    expect(stars.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await principalOf(app.current, player.id)).toBe(0);
    expect(await purchaseTransfers(player.id)).toBe(1);
    expect((await lotteryOf(player)).balanceStars).toBe(0);
    expect(await ticketsOf(player.id)).toHaveLength(2);
  });

  it('enters a ticket once, lists tickets by applied with paging, and hides other players’ tickets', async () => {
    await running();
    const player = await newPlayer(app.current);
    const other = await newPlayer(app.current);
    await giveStars(player, 150);
    const [first, second, third] = [await bought(player), await bought(player), await bought(player)];
    const applied = await entered(player, first.ticket.id);
    expect(applied.ticket).toMatchObject({
      status: 'applied',
      applied: true,
      drawAt: '2026-03-01T18:00:00.000Z',
    });
    expect(applied.lottery).toMatchObject({ tickets: 1, unusedTickets: 2 });
    expect(refusal(await player.post(`${BASE}tickets/${first.ticket.id}/`))).toEqual({
      status: 409,
      code: 'lottery_ticket_unavailable',
    });
    expect(refusal(await other.post(`${BASE}tickets/${second.ticket.id}/`))).toEqual({
      status: 404,
      code: 'lottery_ticket_not_found',
    });
    expect(refusal(await other.post(`${BASE}wheel/spin/${second.ticket.id}/`)).status).toBe(404);
    const page = async (query: string) =>
      lotteryTicketsResponseSchema.parse((await player.get(`${BASE}tickets/${query}`)).json()).data;
    expect((await page('?applied=true')).items.map((ticket) => ticket.id)).toEqual([first.ticket.id]);
    expect((await page('?applied=false')).items.map((ticket) => ticket.id)).toEqual([
      third.ticket.id,
      second.ticket.id,
    ]);
    expect(await page('?limit=1&offset=1')).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect((await page('?limit=1&offset=1')).items.map((ticket) => ticket.id)).toEqual([second.ticket.id]);
    expect((await page('')).limit).toBe(100);
    expect((await player.get(`${BASE}tickets/?limit=101`)).statusCode).toBe(422);
    expect((await other.get(`${BASE}tickets/`)).json().data.total).toBe(0);
  });

  it('draws on schedule from the committed seed, pays each winner once even when the job runs twice', async () => {
    await running();
    const players = [await newPlayer(app.current), await newPlayer(app.current)];
    const draw = (await lotteryOf()).nextDraw;
    if (!draw) throw new Error('no draw scheduled');
    for (const player of players) {
      await giveStars(player, 1000);
      for (let n = 0; n < 3; n++) await entered(player, (await bought(player)).ticket.id);
      const gold = await player.post(`${BASE}tickets/`, {
        kind: 'gold',
        payWith: 'stars',
        idempotencyKey: `gold-purchase-${player.id}`,
      });
      await entered(player, lotteryTicketResponseSchema.parse(gold.json()).data.ticket.id);
    }
    const before = (await lotteryGrants()).length;
    app.current.clock.set('2026-03-01T18:00:30.000Z');
    const late = await bought(players[0]!);
    expect(refusal(await players[0]!.post(`${BASE}tickets/${late.ticket.id}/`))).toEqual({
      status: 409,
      code: 'lottery_ticket_unavailable',
    });
    await Promise.all([
      app.current.app.jobs.runNow('lottery-draws'),
      app.current.app.jobs.runNow('lottery-draws'),
    ]);
    await app.current.app.jobs.runNow('lottery-draws');

    const response = await callApi(app.current.app, { url: `${BASE}draws/${draw.id}/` });
    const { draw: made, entries, levels } = lotteryDrawEntriesResponseSchema.parse(response.json()).data;
    expect(made.status).toBe('drawn');
    expect(serverSeedHash(made.serverSeed!)).toBe(draw.serverSeedHash);
    expect(made.ticketsHash).toBe(lotteryEntriesHash(entries));
    expect(entries.length).toBeGreaterThanOrEqual(8);
    // Anyone recomputes the winners from the revealed seed, the entries' hash and each level's id.
    const recomputed = levels.flatMap((level) => {
      const pool = entries.filter((entry) => entry.kind === level.ticketKind);
      const seeds = { serverSeed: made.serverSeed!, clientSeed: made.ticketsHash!, nonce: level.id };
      return fairLotteryWinners(seeds, pool.length, level.winners).map((index) => pool[index]!.id);
    });
    expect(made.winners.map((winner) => winner.ticketId)).toEqual(recomputed);
    expect(made.winners.length).toBeGreaterThanOrEqual(5);
    const grants = (await lotteryGrants()).slice(before);
    expect(grants.map((grant) => grant.sourceRef).sort()).toEqual(
      recomputed.map((id) => `ticket:${id}`).sort(),
    );
    expect(grants.every((grant) => grant.status === 'granted')).toBe(true);

    // Each player with tickets in the draw is told once, with their winning tickets.
    const told = app.current.published.filter(
      ({ message }) => message.type === 'lottery' && message.data.drawId === draw.id,
    );
    for (const player of players) {
      expect(told.filter(({ channel }) => channel === personalChannel(player.id))).toHaveLength(1);
    }
    const after = await lotteryOf(players[0]);
    expect(after.nextDraw).toMatchObject({ status: 'scheduled', drawAt: '2026-03-04T18:00:00.000Z' });
    expect(after.pastDraws[0]).toMatchObject({ id: draw.id, status: 'drawn' });
    const tickets = lotteryTicketsResponseSchema.parse(
      (await players[0]!.get(`${BASE}tickets/?applied=true`)).json(),
    );
    expect(tickets.data.items.every((ticket) => ticket.status === 'won' || ticket.status === 'lost')).toBe(
      true,
    );
    expect((await callApi(app.current.app, { url: `${BASE}draws/${after.nextDraw!.id}/` })).statusCode).toBe(
      404,
    );
  });

  it('takes prizes for tickets: chosen for their cost, drawn at random, spun on the wheel', async () => {
    await running();
    const player = await newPlayer(app.current);
    await giveStars(player, 250);
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push((await bought(player)).ticket.id);
    const tooMany = await player.post(`${BASE}prizes/`, { prizeId: 104, count: 1 });
    expect(refusal(tooMany)).toEqual({ status: 409, code: 'lottery_tickets_insufficient' });
    expect((await lotteryOf(player)).unusedTickets).toBe(5);
    const exchanged = lotteryClaimsResponseSchema.parse(
      (await player.post(`${BASE}prizes/?lang=en`, { prizeId: 101, count: 2 })).json(),
    ).data;
    expect(exchanged.claims).toHaveLength(2);
    expect(exchanged.claims[0]).toMatchObject({ prizeId: 101, ticketsSpent: 1, draw: null });
    expect(exchanged.claims[0]!.prize).toMatchObject({ type: 'money', amount: 5_00, currency: 'UAH' });
    expect(exchanged.lottery.unusedTickets).toBe(3);
    const random = lotteryClaimsResponseSchema.parse(
      (await player.post(`${BASE}prizes/randomly/`, { levelId: 1 })).json(),
    ).data;
    expect(random.claims[0]!.draw).toMatchObject({ feature: 'lottery' });
    const spinResponse = await player.post(`${BASE}wheel/spin/${ids[4]}/`);
    expect(spinResponse.statusCode, spinResponse.body).toBe(200);
    expect(refusal(await player.post(`${BASE}wheel/spin/${ids[4]}/`))).toEqual({
      status: 409,
      code: 'lottery_ticket_unavailable',
    });
    expect(refusal(await player.post(`${BASE}prizes/`, { prizeId: 999, count: 1 })).status).toBe(404);
    expect(refusal(await player.post(`${BASE}prizes/randomly/`, { levelId: 7 })).status).toBe(404);
    expect((await lotteryOf(player)).unusedTickets).toBe(1);
    expect((await lotteryGrants(player.id)).length).toBeGreaterThanOrEqual(2);
  });

  it('redeems a promo code once per player; an unknown code is refused', async () => {
    await running();
    const player = await newPlayer(app.current);
    const redeemed = await player.post(`${BASE}promo/ticket/`, { code: 'lucky-ticket' });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(lotteryTicketResponseSchema.parse(redeemed.json()).data.ticket).toMatchObject({ source: 'promo' });
    expect(refusal(await player.post(`${BASE}promo/ticket/`, { code: DEMO_LOTTERY_PROMO }))).toEqual({
      status: 409,
      code: 'lottery_promo_used',
    });
    expect(refusal(await player.post(`${BASE}promo/ticket/`, { code: 'NO-SUCH' }))).toEqual({
      status: 422,
      code: 'lottery_promo_invalid',
    });
  });

  it('gives the tickets of a lottery_ticket prize and marks the grant paid', async () => {
    await running();
    const player = await newPlayer(app.current);
    const grant = await app.current.database.db.transaction((tx) =>
      app.current.app.rewards.grant(tx as unknown as Db, {
        source: 'competition',
        sourceRef: `lottery-prize-${player.id}`,
        sourceTitle: { uk: 'Турнір', ru: 'Турнир', en: 'Tournament' },
        playerId: player.id,
        prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 2 },
      }),
    );
    expect(grant.status).toBe('granted');
    expect((await lotteryOf(player)).unusedByKind).toEqual({ super: 0, gold: 2, regular: 0 });
  });

  it('answers 444 to a self-excluded player on every ticket and prize action', async () => {
    await running();
    const player = await newPlayer(app.current);
    await giveStars(player, 100);
    const { ticket } = await bought(player);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = [
      await buying(player, 'stars'),
      await player.post(`${BASE}tickets/${ticket.id}/`),
      await player.post(`${BASE}wheel/spin/${ticket.id}/`),
      await player.post(`${BASE}prizes/`, { prizeId: 101, count: 1 }),
      await player.post(`${BASE}prizes/randomly/`, { levelId: 1 }),
      await player.post(`${BASE}promo/ticket/`, { code: DEMO_LOTTERY_PROMO }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([444, 444, 444, 444, 444, 444]);
    expect(await ticketsOf(player.id)).toHaveLength(1);
  });
});
