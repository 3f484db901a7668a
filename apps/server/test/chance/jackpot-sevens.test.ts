import { type Currency, domainEvent, jackpotSevensResponseSchema } from '@casino/contracts';
import { fairDropPoint, serverSeedHash } from '@casino/game-math';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JackpotSevensRepository } from '../../src/modules/chance/sevens/jackpot-sevens.repository.ts';
import {
  jackpotSevens,
  jackpotSevensContributions,
  jackpotSevensRounds,
} from '../../src/modules/chance/sevens/jackpot-sevens.schema.ts';
import { DEMO_SEVENS, seedJackpotSevens } from '../../src/modules/chance/sevens/sevens.seed.ts';
import { SevensContributions } from '../../src/modules/chance/sevens/sevens-contributions.ts';
import { SevensRounds } from '../../src/modules/chance/sevens/sevens-rounds.ts';
import { sevensPoolKey } from '../../src/modules/chance/sevens/sevens-view.ts';
import { cryptoRng } from '../../src/platform/rng.ts';
import {
  bonusesTestApp,
  newPlayer,
  readerPosition,
  relay,
  replayReaderFrom,
} from '../bonuses/support/bonus-app.ts';
import {
  bet,
  expectLedgerWhole,
  fund,
  ok,
  principalOf,
  realSession,
  rollback,
  SLOT,
  walletCall,
} from '../games/support/wallet-api.ts';
import { callApi } from '../support/test-app.ts';

const app = bonusesTestApp();
const SEED_AMOUNT = 777_00;
const CEILING = 7_777_00;

/** Makes `slug` the only enabled jackpot-sevens: 1% of real-money stakes in the test slot, UAH only. */
async function onlySevens(slug: string, terms = { seedAmount: SEED_AMOUNT, dropCeiling: CEILING }) {
  const { db } = app.current.database;
  await db.update(jackpotSevens).set({ enabled: false });
  await db.insert(jackpotSevens).values({
    slug,
    title: { uk: slug, ru: slug, en: slug },
    enabled: true,
    seedAmount: { UAH: terms.seedAmount },
    dropCeiling: { UAH: terms.dropCeiling },
    shareBasisPoints: 100,
    games: [SLOT],
    updatedAt: app.current.clock.now(),
  });
}

/** Opens the pool's first round, as the first stake would, and moves its drop point to `dropAmount`. */
async function openWithDropPoint(slug: string, dropAmount: number) {
  const { db } = app.current.database;
  const rounds = new SevensRounds({
    wallet: app.current.app.wallet,
    repository: new JackpotSevensRepository(db),
    rng: cryptoRng,
  });
  const terms = { seedAmount: SEED_AMOUNT, dropCeiling: CEILING };
  const round = await db.transaction((tx) =>
    rounds.open(tx as never, { jackpot: slug, currency: 'UAH' }, terms, app.current.clock.now()),
  );
  await db.update(jackpotSevensRounds).set({ dropAmount }).where(eq(jackpotSevensRounds.id, round.id));
  return round;
}

async function poolOf(slug: string, currency: Currency = 'UAH') {
  return (await app.current.app.wallet.jackpotPools(currency)).get(sevensPoolKey(slug)) ?? 0;
}

function roundsOf(slug: string) {
  return app.current.database.db
    .select()
    .from(jackpotSevensRounds)
    .where(eq(jackpotSevensRounds.jackpot, slug))
    .orderBy(jackpotSevensRounds.id);
}

function contributionsOf(slug: string) {
  return app.current.database.db
    .select()
    .from(jackpotSevensContributions)
    .where(eq(jackpotSevensContributions.jackpot, slug));
}

const sevensPosition = () => readerPosition(app.current, 'jackpot-sevens');
const replayFrom = (position: { txId: string; eventId: number }) =>
  replayReaderFrom(app.current, 'jackpot-sevens', position);

/** The ledger's account of the pool: every round's seed amount and every share in, every drop out. */
async function expectPoolReconciles(slug: string) {
  const rounds = await roundsOf(slug);
  const shares = (await contributionsOf(slug)).reduce((sum, row) => sum + row.amount, 0);
  const seeds = rounds.reduce((sum, round) => sum + round.seedAmount, 0);
  const paid = rounds.reduce((sum, round) => sum + (round.amountWon ?? 0), 0);
  expect(await poolOf(slug)).toBe(seeds + shares - paid);
  await expectLedgerWhole(app.current);
}

async function playing(deposit: number) {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, deposit);
  return { player, session: await realSession(app.current, player) };
}

describe('jackpot-sevens', () => {
  it('opens a committed round on the first stake and reconciles the pool with the ledger over many stakes', async () => {
    const slug = 'test-reconcile';
    // A ₴20 span from the seed amount to the ceiling, so the stakes drop the pool many times over.
    await onlySevens(slug, { seedAmount: SEED_AMOUNT, dropCeiling: SEED_AMOUNT + 20_00 });
    const { session } = await playing(100_000_00);
    await relay(app.current);
    // Stakes of the slot's every size (₴2 to ₴1,000), a pseudo-random walk the same on every run.
    let state = 7;
    for (let i = 0; i < 40; i++) {
      state = (state * 48_271) % 2_147_483_647;
      ok(await walletCall(app.current, 'bet', bet(session, 200 + (state % 99_801))));
    }
    await relay(app.current);
    const rounds = await roundsOf(slug);
    expect(rounds.filter((round) => round.wonAt === null)).toHaveLength(1);
    expect(rounds.filter((round) => round.wonAt !== null).length).toBeGreaterThan(3);
    for (const round of rounds) {
      // Every round's drop point is the one its committed seed gives.
      expect(serverSeedHash(round.serverSeed)).toBe(round.serverSeedHash);
      expect(round.dropAmount).toBe(fairDropPoint(round.serverSeed, round));
      if (round.amountWon !== null) expect(round.amountWon).toBeGreaterThanOrEqual(round.dropAmount);
    }
    await expectPoolReconciles(slug);
  });

  it('pays the whole pool to the stake that crosses the drop point, once, and opens the next round', async () => {
    const slug = 'test-crossing';
    await onlySevens(slug);
    const first = await openWithDropPoint(slug, SEED_AMOUNT + 3_00);
    const { player, session } = await playing(2_000_00);
    await relay(app.current);
    const before = await sevensPosition();
    ok(await walletCall(app.current, 'bet', bet(session, 200_00)));
    await relay(app.current);
    // ₴2 in: the pool is ₴779, short of ₴780.
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 2_00);
    const principal = await principalOf(app.current, player.id);
    const crossing = bet(session, 150_00);
    ok(await walletCall(app.current, 'bet', crossing));
    await relay(app.current);
    const [won, next] = await roundsOf(slug);
    expect(won).toMatchObject({ id: first.id, winnerId: player.id, amountWon: SEED_AMOUNT + 3_50 });
    expect(won?.winningStake).toMatch(new RegExp(`^${slug}:bet:`));
    expect(next).toMatchObject({ wonAt: null, seedAmount: SEED_AMOUNT });
    expect(await principalOf(app.current, player.id)).toBe(principal - 150_00 + SEED_AMOUNT + 3_50);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);
    const win = app.current.published.find(
      ({ message }) =>
        message.type === 'jackpotSevens' && message.action === 'win' && message.data.jackpot === slug,
    );
    expect(win).toMatchObject({
      channel: `personal:${player.id}`,
      message: { data: { roundId: first.id, jackpot: slug, amount: SEED_AMOUNT + 3_50, currency: 'UAH' } },
    });
    const update = app.current.published.find(
      ({ message }) =>
        message.type === 'jackpotSevens' && message.action === 'update' && message.data.slug === slug,
    );
    expect(update).toMatchObject({
      channel: 'public:jackpots',
      message: { data: { slug, currency: 'UAH' } },
    });

    // The same events again: nothing counted twice, the pool dropped once.
    await replayFrom(before);
    expect(await roundsOf(slug)).toHaveLength(2);
    expect(await contributionsOf(slug)).toHaveLength(2);
    expect(await principalOf(app.current, player.id)).toBe(principal - 150_00 + SEED_AMOUNT + 3_50);
    await expectPoolReconciles(slug);
  });

  it('drops the pool once when two stakes cross at once: the second feeds the new round', async () => {
    const slug = 'test-two-crossing';
    await onlySevens(slug);
    const first = await openWithDropPoint(slug, SEED_AMOUNT + 1_00);
    const one = await playing(500_00);
    const two = await playing(500_00);
    await relay(app.current);
    // Either stake alone takes the pool past its drop point; both are read in one batch.
    ok(await walletCall(app.current, 'bet', bet(one.session, 100_00)));
    ok(await walletCall(app.current, 'bet', bet(two.session, 200_00)));
    await relay(app.current);
    const rounds = await roundsOf(slug);
    expect(rounds.filter((round) => round.wonAt !== null)).toEqual([
      expect.objectContaining({ id: first.id, winnerId: one.player.id, amountWon: SEED_AMOUNT + 1_00 }),
    ]);
    const next = rounds.find((round) => round.wonAt === null);
    const second = (await contributionsOf(slug)).find((row) => row.playerId === two.player.id);
    expect(second).toMatchObject({ roundId: next?.id, amount: 2_00 });
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 2_00);
    await expectPoolReconciles(slug);
  });

  it('gives a refunded share back while its round runs, and nothing once the round has dropped', async () => {
    const slug = 'test-refund';
    await onlySevens(slug);
    await openWithDropPoint(slug, SEED_AMOUNT + 5_00);
    const { session } = await playing(2_000_00);
    await relay(app.current);
    const refunded = bet(session, 100_00);
    ok(await walletCall(app.current, 'bet', refunded));
    await relay(app.current);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 1_00);
    ok(await walletCall(app.current, 'rollback', rollback(session, refunded)));
    await relay(app.current);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);

    const paidOut = bet(session, 100_00);
    ok(await walletCall(app.current, 'bet', paidOut));
    ok(await walletCall(app.current, 'bet', bet(session, 500_00)));
    await relay(app.current);
    expect((await roundsOf(slug)).filter((round) => round.wonAt !== null)).toHaveLength(1);
    ok(await walletCall(app.current, 'rollback', rollback(session, paidOut)));
    await relay(app.current);
    // Its share went out with the pool: the new round keeps its seed amount.
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);
    const rollbacks = (await contributionsOf(slug)).filter((row) => row.sourceKey.includes(':rollback:'));
    expect(rollbacks.map((row) => row.amount).sort()).toEqual([-1_00, 0]);
    await expectPoolReconciles(slug);
  });

  it('takes nothing from bonus money: a stake without real money neither feeds nor drops the pool', async () => {
    const slug = 'test-bonus';
    await onlySevens(slug);
    const round = await openWithDropPoint(slug, SEED_AMOUNT);
    const player = await newPlayer(app.current);
    const { db } = app.current.database;
    const reader = new SevensContributions({
      repository: new JackpotSevensRepository(db),
      wallet: app.current.app.wallet,
      rounds: new SevensRounds({
        wallet: app.current.app.wallet,
        repository: new JackpotSevensRepository(db),
        rng: cryptoRng,
      }),
      pushes: { poolChanged: () => undefined, won: async () => undefined },
      clock: app.current.clock,
    });
    const event = domainEvent('BetPlaced', player.id, {
      provider: 'studio',
      roundId: 'bonus-round',
      gameId: 1,
      gameSlug: SLOT,
      gameKind: null,
      currency: 'UAH',
      amount: 1_000_00,
      real: 0,
      bonus: 1_000_00,
      transactionId: 'bonus-bet',
      transferId: 987_654_321,
    });
    await db.transaction((tx) => reader.handle({ ...event, id: 1 } as never, tx as never, () => undefined));
    expect(await contributionsOf(slug)).toEqual([]);
    const [open] = await db
      .select()
      .from(jackpotSevensRounds)
      .where(and(eq(jackpotSevensRounds.jackpot, slug), isNull(jackpotSevensRounds.wonAt)));
    expect(open?.id).toBe(round.id);
  });

  it('answers a guest the pool and the drops, a player their own part, never another player’s', async () => {
    const slug = 'test-status';
    await onlySevens(slug);
    await openWithDropPoint(slug, SEED_AMOUNT + 1_00);
    const winner = await playing(1_000_00);
    const other = await newPlayer(app.current);
    await relay(app.current);
    ok(await walletCall(app.current, 'bet', bet(winner.session, 150_00)));
    ok(await walletCall(app.current, 'bet', bet(winner.session, 250_00)));
    await relay(app.current);

    const guest = await callApi(app.current.app, { url: '/rest/jackpot-sevens/?currency=UAH' });
    expect(guest.statusCode, guest.body).toBe(200);
    const seen = jackpotSevensResponseSchema.parse(guest.json()).data;
    const [drop] = seen?.recentDrops ?? [];
    expect(seen).toMatchObject({
      slug,
      // ₴777 and the ₴2.50 of the stake after the drop, shown as a whole ₴779.
      amount: 779,
      dropCeiling: CEILING,
      seedAmount: SEED_AMOUNT,
      userAmount: null,
      lastPlayerWin: null,
    });
    expect(drop).toMatchObject({
      amount: SEED_AMOUNT + 1_50,
      winner: `***${String(winner.player.id).slice(-3)}`,
    });
    // The revealed seed is the one committed, and gives the round's drop point (moved in this test, so not equal).
    expect(serverSeedHash(drop?.serverSeed ?? '')).toBe(drop?.serverSeedHash);
    const [open] = (await roundsOf(slug)).filter((round) => round.wonAt === null);
    expect(seen?.round?.serverSeedHash).toBe(open?.serverSeedHash);
    expect(JSON.stringify(seen)).not.toContain(open?.serverSeed);

    const mine = jackpotSevensResponseSchema.parse(
      (await winner.player.get('/rest/jackpot-sevens/?currency=UAH')).json(),
    ).data;
    expect(mine).toMatchObject({
      userAmount: 2_50,
      lastPlayerWin: { roundId: drop?.roundId, jackpot: slug },
    });
    const theirs = jackpotSevensResponseSchema.parse(
      (await other.get('/rest/jackpot-sevens/?currency=UAH')).json(),
    ).data;
    expect(theirs).toMatchObject({ userAmount: 0, lastPlayerWin: null });

    const init = (await winner.player.get('/rest/app/init/')).json();
    expect(init.appMain.player.jackpotSevens).toEqual({ lastPlayerWin: mine?.lastPlayerWin });
    const otherInit = (await other.get('/rest/app/init/')).json();
    expect(otherInit.appMain.player.jackpotSevens).toEqual({ lastPlayerWin: null });

    const elsewhere = await callApi(app.current.app, { url: '/rest/jackpot-sevens/?currency=USD' });
    expect(jackpotSevensResponseSchema.parse(elsewhere.json()).data).toBeNull();
    for (const url of [
      '/rest/jackpot-sevens/?currency=XYZ',
      '/rest/jackpot-sevens/',
      `/rest/jackpot-sevens/?currency=${'U'.repeat(10_000)}`,
      '/rest/jackpot-sevens/?currency[]=UAH',
    ]) {
      const refused = await callApi(app.current.app, { url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });

  it('seeds the demo "Sevens" on the studio’s slots: one verifiable past drop, a pool partway', async () => {
    const { db } = app.current.database;
    const demo = await newPlayer(app.current);
    const rounds = new SevensRounds({
      wallet: app.current.app.wallet,
      repository: new JackpotSevensRepository(db),
      rng: cryptoRng,
    });
    const deps = {
      clock: app.current.clock,
      wallet: app.current.app.wallet,
      players: { findByLogin: async () => ({ id: demo.id }) as never },
      rounds,
    };
    // Twice, as two boots would: the second finds the jackpot and moves nothing.
    await seedJackpotSevens(db, deps);
    await seedJackpotSevens(db, deps);
    const [jackpot] = await db.select().from(jackpotSevens).where(eq(jackpotSevens.slug, DEMO_SEVENS.slug));
    expect(jackpot).toMatchObject({ enabled: true, shareBasisPoints: 100, seedAmount: { UAH: 777_00 } });
    expect(jackpot?.dropCeiling.UAH).toBe(7_777_00);
    expect(jackpot?.games).toContain('hot-sevens');
    const [past, current, ...more] = await roundsOf(DEMO_SEVENS.slug);
    expect(more).toEqual([]);
    expect(past).toMatchObject({ winnerId: demo.id, currency: 'UAH', amountWon: past?.dropAmount });
    expect(past?.dropAmount).toBe(
      fairDropPoint(past?.serverSeed ?? '', { seedAmount: 777_00, dropCeiling: 7_777_00 }),
    );
    expect(current?.wonAt).toBeNull();
    const pool = await poolOf(DEMO_SEVENS.slug);
    expect(pool).toBeGreaterThanOrEqual(777_00);
    expect(pool).toBeLessThan(current?.dropAmount ?? 0);
    // The demo's growth is the operator's top-up, not stakes: the ledger stays whole.
    await expectLedgerWhole(app.current);
  });
});
