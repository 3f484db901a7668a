import {
  DROP_TOTAL_TICKETS,
  type DropKind,
  type DropTerms,
  domainEvent,
  dropsResponseSchema,
  PUBLIC_CHANNELS,
} from '@casino/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chanceDraws } from '../../src/modules/chance/chance.schema.ts';
import { ChanceSeeds } from '../../src/modules/chance/chance-seeds.ts';
import { DropDraws, type DropStake } from '../../src/modules/chance/drops/drop-draws.ts';
import { DropStakes } from '../../src/modules/chance/drops/drop-stakes.ts';
import { DropsRepository } from '../../src/modules/chance/drops/drops.repository.ts';
import { dropCampaigns, dropWins } from '../../src/modules/chance/drops/drops.schema.ts';
import { seedDrops } from '../../src/modules/chance/drops/drops.seed.ts';
import { FairDraws } from '../../src/modules/chance/fair-draws.ts';
import { LotteryRepository } from '../../src/modules/chance/lottery/lottery.repository.ts';
import { lotteryPlayers } from '../../src/modules/chance/lottery/lottery.schema.ts';
import { LotteryStars } from '../../src/modules/chance/lottery/lottery-stars.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { outboxPositions } from '../../src/platform/events/events.schema.ts';
import type { RelayedEvent } from '../../src/platform/events/relay.ts';
import { cryptoRng } from '../../src/platform/rng.ts';
import { bonusesTestApp, newPlayer, relay, replayReaderFrom } from '../bonuses/support/bonus-app.ts';
import {
  bet,
  expectLedgerWhole,
  fund,
  ok,
  principalOf,
  realSession,
  SLOT,
  walletCall,
} from '../games/support/wallet-api.ts';

const app = bonusesTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_STAKE = 5_00;

function money(hryvnias: number) {
  return {
    type: 'money' as const,
    amounts: { UAH: hryvnias * 100, USD: hryvnias, EUR: hryvnias, RUB: hryvnias * 200 },
  };
}

/** Makes `slug` the only enabled campaign, running around now in the test slot; every stake wins or none does. */
async function onlyCampaign(
  slug: string,
  kind: DropKind,
  odds: 'always' | 'never',
  terms: Partial<Pick<DropTerms, 'prizes'>> = {},
) {
  const { db } = app.current.database;
  const now = app.current.clock.now();
  await db.update(dropCampaigns).set({ enabled: false });
  await db.insert(dropCampaigns).values({
    slug,
    kind,
    title: { uk: slug, ru: slug, en: slug },
    enabled: true,
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + DAY_MS),
    games: [SLOT],
    stakes: { UAH: { minStake: MIN_STAKE, ticketsPerMinorUnit: odds === 'always' ? DROP_TOTAL_TICKETS : 0 } },
    prizes:
      kind === 'prize'
        ? [
            { id: 1, prize: money(500), count: 1 },
            { id: 2, prize: money(50), count: 2 },
          ]
        : [],
    starsPerDrop: kind === 'stars' ? 25 : 0,
    maxDrops: kind === 'stars' ? 2 : 0,
    ...terms,
    dropped: {},
    drops: 0,
    updatedAt: now,
  });
}

async function campaignOf(slug: string) {
  const [row] = await app.current.database.db
    .select()
    .from(dropCampaigns)
    .where(eq(dropCampaigns.slug, slug));
  return row;
}

async function winsOf(slug: string) {
  return app.current.database.db.select().from(dropWins).where(eq(dropWins.campaign, slug));
}

async function drawsOf(slug: string) {
  return app.current.database.db
    .select()
    .from(chanceDraws)
    .where(like(chanceDraws.sourceRef, `${slug}:%`));
}

async function readerPosition() {
  const [row] = await app.current.database.db
    .select({
      txId: outboxPositions.txId,
      eventId: outboxPositions.eventId,
      lastError: outboxPositions.lastError,
    })
    .from(outboxPositions)
    .where(eq(outboxPositions.subscriber, 'drops'));
  if (!row) throw new Error('the drops reader has no position');
  return row;
}

async function playing(deposit: number) {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, deposit);
  return { player, session: await realSession(app.current, player) };
}

/** The draw step as the app builds it, over the test database. */
function dropDraws() {
  const { db } = app.current.database;
  const { clock } = app.current;
  return new DropDraws({
    repository: new DropsRepository(db),
    draws: new FairDraws({ seeds: new ChanceSeeds({ db, rng: cryptoRng, clock }), clock }),
    rewards: app.current.app.rewards,
    stars: new LotteryStars({ repository: new LotteryRepository(db), clock }),
    clock,
  });
}

let nextTransfer = 8_000_000;
/** A stake as the outbox hands it over, without playing: bonus money, other games and other times are easy to say. */
function stakeEvent(
  playerId: number,
  money: { real: number; bonus?: number; game?: string; at?: Date },
): RelayedEvent {
  nextTransfer += 1;
  const at = money.at ?? app.current.clock.now();
  return {
    ...domainEvent('BetPlaced', playerId, {
      provider: 'studio',
      roundId: `r-${nextTransfer}`,
      gameId: 1,
      gameSlug: money.game ?? SLOT,
      gameKind: 'video-slot',
      currency: 'UAH',
      occurredAt: at.toISOString(),
      amount: money.real + (money.bonus ?? 0),
      real: money.real,
      bonus: money.bonus ?? 0,
      transactionId: `t-${nextTransfer}`,
      transferId: nextTransfer,
    }),
    id: nextTransfer,
    createdAt: at,
  } as RelayedEvent;
}

async function handled(event: RelayedEvent) {
  const reader = new DropStakes({
    repository: new DropsRepository(app.current.database.db),
    draws: dropDraws(),
    pushes: { dropped: async () => undefined },
  });
  const later: (() => Promise<unknown>)[] = [];
  await app.current.database.db.transaction((tx) =>
    reader.handle(event, tx as unknown as Db, (work) => later.push(work)),
  );
  return later.length;
}

describe('prize drops', () => {
  it('draws once per real-money stake, pays the prize once through rewards, and pushes it after commit', async () => {
    const slug = 'test-prize-paid';
    await onlyCampaign(slug, 'prize', 'always');
    const { player, session } = await playing(1_000_00);
    await relay(app.current);
    const before = await readerPosition();
    const principal = await principalOf(app.current, player.id);
    ok(await walletCall(app.current, 'bet', bet(session, 10_00)));
    await relay(app.current);
    expect((await readerPosition()).lastError).toBeNull();
    const [win] = await winsOf(slug);
    expect(win).toMatchObject({ playerId: player.id, stars: 0 });
    expect(win?.prize).toMatchObject({ type: 'money', currency: 'UAH' });
    const amount = win?.prize?.type === 'money' ? win.prize.amount : 0;
    expect([500_00, 50_00]).toContain(amount);
    expect(await principalOf(app.current, player.id)).toBe(principal - 10_00 + amount);
    const [draw] = await drawsOf(slug);
    expect(draw).toMatchObject({ feature: 'prize-drop', playerId: player.id, outcome: { won: true } });
    expect(draw?.oddsTable).toMatchObject({ prizeLines: [1, 2], prizesLeft: [1, 2], minStake: MIN_STAKE });
    expect((await campaignOf(slug))?.drops).toBe(1);

    // The same stake handed over again draws and pays nothing more.
    const { db } = app.current.database;
    await replayReaderFrom(app.current, 'drops', before);
    expect(await winsOf(slug)).toHaveLength(1);
    expect(await drawsOf(slug)).toHaveLength(1);
    const grants = await db
      .select()
      .from(rewardGrants)
      .where(and(eq(rewardGrants.source, 'prize-drop'), eq(rewardGrants.playerId, player.id)));
    expect(grants).toHaveLength(1);
    expect(await principalOf(app.current, player.id)).toBe(principal - 10_00 + amount);

    const pushes = app.current.published.filter(({ message }) => message.type === 'prizeDrops');
    expect(pushes.map(({ channel }) => channel).sort()).toEqual(
      [PUBLIC_CHANNELS.drops, `personal:${player.id}`].sort(),
    );
    const everyone = pushes.find(({ channel }) => channel === PUBLIC_CHANNELS.drops);
    expect(everyone?.message).toMatchObject({
      action: 'drop',
      data: {
        campaign: slug,
        winner: `***${String(player.id).slice(-3)}`,
        prizesLeft: 2,
        own: false,
        prize: { amount },
      },
    });
    await expectLedgerWhole(app.current);
  });

  it('draws nothing for a stake below the minimum, of bonus money, in another game or outside the window', async () => {
    const slug = 'test-no-draw';
    await onlyCampaign(slug, 'prize', 'always');
    const player = await newPlayer(app.current);
    const now = app.current.clock.now();
    await handled(stakeEvent(player.id, { real: MIN_STAKE - 1 }));
    await handled(stakeEvent(player.id, { real: 0, bonus: 100_00 }));
    // Real money below the minimum does not count with bonus money on top.
    await handled(stakeEvent(player.id, { real: MIN_STAKE - 1, bonus: 100_00 }));
    await handled(stakeEvent(player.id, { real: 100_00, game: 'another-game' }));
    await handled(stakeEvent(player.id, { real: 100_00, at: new Date(now.getTime() - 2 * DAY_MS) }));
    await handled(stakeEvent(player.id, { real: 100_00, at: new Date(now.getTime() + 2 * DAY_MS) }));
    expect(await drawsOf(slug)).toEqual([]);
    // At the minimum it draws.
    expect(await handled(stakeEvent(player.id, { real: MIN_STAKE }))).toBe(1);
    expect(await drawsOf(slug)).toHaveLength(1);
  });

  it('gives the last prize once when two wins come at once; the campaign is then over', async () => {
    const slug = 'test-last-prize';
    await onlyCampaign(slug, 'prize', 'always', { prizes: [{ id: 7, prize: money(500), count: 1 }] });
    const first = await newPlayer(app.current);
    const second = await newPlayer(app.current);
    const draws = dropDraws();
    const { db } = app.current.database;
    const stake = (playerId: number, stakeRef: string): DropStake => ({
      playerId,
      currency: 'UAH',
      gameSlug: SLOT,
      real: 10_00,
      stakeRef,
      at: app.current.clock.now(),
    });
    const take = (playerId: number, ref: string) =>
      db.transaction((tx) => draws.draw(tx as unknown as Db, slug, stake(playerId, ref)));
    const results = await Promise.all([take(first.id, 'a'), take(second.id, 'b')]);
    expect(results.filter((dropped) => dropped !== null)).toHaveLength(1);
    expect(await winsOf(slug)).toHaveLength(1);
    expect(await campaignOf(slug)).toMatchObject({ drops: 1, dropped: { '7': 1 } });
    const paid = await db.select().from(rewardGrants).where(eq(rewardGrants.source, 'prize-drop'));
    expect(paid.filter((grant) => grant.sourceRef.startsWith(`${slug}:`))).toHaveLength(1);
    // Over: a further stake draws nothing.
    expect(await take(first.id, 'c')).toBeNull();
    expect(await drawsOf(slug)).toHaveLength(1);
    await expectLedgerWhole(app.current);
  });
});

describe('star drops', () => {
  it('adds the stars to the player’s lottery stars, pushes the new balance, and stops at the cap', async () => {
    const slug = 'test-stars';
    await onlyCampaign(slug, 'stars', 'always');
    const { player, session } = await playing(1_000_00);
    await relay(app.current);
    for (let stake = 0; stake < 3; stake++) ok(await walletCall(app.current, 'bet', bet(session, 10_00)));
    await relay(app.current);
    expect((await readerPosition()).lastError).toBeNull();
    expect(await winsOf(slug)).toHaveLength(2);
    expect((await campaignOf(slug))?.drops).toBe(2);
    const [stars] = await app.current.database.db
      .select()
      .from(lotteryPlayers)
      .where(eq(lotteryPlayers.playerId, player.id));
    // 25 stars a drop, two drops: the third stake found the cap reached (and earned stakes' own stars, if any).
    expect(stars?.stars).toBeGreaterThanOrEqual(50);
    const pushes = app.current.published.filter(({ message }) => message.type === 'playerStarDrops');
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({
      channel: `personal:${player.id}`,
      message: { action: 'drop', data: { campaign: slug, stars: 25 } },
    });
  });
});

/** A call as the site makes it, signed out. */
function guestGet(url: string) {
  return app.current.app.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
}

describe('GET /rest/prize-drops/ and /rest/star-drops/', () => {
  it('publishes the running and upcoming campaigns with odds and prizes left; the player reads their own', async () => {
    const slug = 'test-routes';
    await onlyCampaign(slug, 'prize', 'always');
    const { player, session } = await playing(100_00);
    ok(await walletCall(app.current, 'bet', bet(session, 10_00)));
    await relay(app.current);
    const guest = await guestGet('/rest/prize-drops/');
    expect(guest.statusCode, guest.body).toBe(200);
    const { data } = dropsResponseSchema.parse(guest.json());
    expect(data.myDrops).toBeNull();
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        slug,
        state: 'running',
        odds: {
          minStake: MIN_STAKE,
          ticketsPerMinorUnit: DROP_TOTAL_TICKETS,
          totalTickets: DROP_TOTAL_TICKETS,
        },
        dropsLeft: 2,
      }),
    ]);
    expect(data.campaigns[0]?.recentDrops[0]?.winner).toBe(`***${String(player.id).slice(-3)}`);
    const own = dropsResponseSchema.parse((await player.get('/rest/prize-drops/')).json()).data;
    expect(own.myDrops).toEqual([expect.objectContaining({ campaign: slug, drawId: expect.any(Number) })]);
    // Another player sees no drop of theirs.
    const other = await newPlayer(app.current);
    expect(dropsResponseSchema.parse((await other.get('/rest/prize-drops/')).json()).data.myDrops).toEqual(
      [],
    );
    // The star drops list only star campaigns: this slug is not one.
    const stars = await guestGet(`/rest/star-drops/?slug=${slug}`);
    expect(stars.statusCode).toBe(404);
    expect(stars.json()).toMatchObject({ error: { code: 'drop_campaign_not_found' } });
    for (const url of [
      '/rest/prize-drops/?currency=XYZ',
      '/rest/prize-drops/?slug=Bad%20Slug',
      `/rest/prize-drops/?slug=${'a'.repeat(100)}`,
    ]) {
      const refused = await guestGet(url);
      expect(refused.statusCode, url).toBe(422);
    }
    expect((await guestGet('/rest/prize-drops/?slug=no-such-campaign')).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it('runs a prize drop and a star drop with one past drop each of the demo player, once however often it runs', async () => {
    const { db } = app.current.database;
    await db.update(dropCampaigns).set({ enabled: false });
    // A new player stands in for the demo's `demo`.
    const demo = await newPlayer(app.current);
    const seed = () =>
      seedDrops(db, {
        clock: app.current.clock,
        players: {
          findByLogin: (_login, tx) => app.current.app.accounts.players.findByLogin(demo.login, tx),
        },
        draws: dropDraws(),
      });
    await seed();
    await seed();
    const campaigns = await db.select().from(dropCampaigns).where(eq(dropCampaigns.enabled, true));
    expect(campaigns.map((row) => [row.slug, row.kind, row.drops]).sort()).toEqual([
      ['studio-prize-drops', 'prize', 1],
      ['studio-star-drops', 'stars', 1],
    ]);
    const wins = await db.select().from(dropWins).where(eq(dropWins.playerId, demo.id));
    expect(wins).toHaveLength(2);
    const grants = await db
      .select()
      .from(rewardGrants)
      .where(and(eq(rewardGrants.source, 'prize-drop'), eq(rewardGrants.playerId, demo.id)));
    expect(grants).toEqual([expect.objectContaining({ status: 'granted' })]);
  });
});
