import { type Currency, domainEvent, jackpotsStatusResponseSchema } from '@casino/contracts';
import { JACKPOT_TICKETS } from '@casino/game-math';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FairDraws } from '../../src/modules/chance/fair-draws.ts';
import { JackpotContributions } from '../../src/modules/chance/jackpots/jackpot-contributions.ts';
import { JackpotPayouts } from '../../src/modules/chance/jackpots/jackpot-payouts.ts';
import { JackpotsRepository } from '../../src/modules/chance/jackpots/jackpots.repository.ts';
import {
  type JackpotRow,
  jackpotContributions,
  jackpots,
  jackpotWins,
} from '../../src/modules/chance/jackpots/jackpots.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { RelayedEvent } from '../../src/platform/events/relay.ts';
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

const app = bonusesTestApp();
const SEED_AMOUNT = 1_000_00;

/** Makes `slug` the only enabled jackpot: 1% of stakes in the test slot, never won or always won. */
async function onlyJackpot(slug: string, odds: 'never' | 'always'): Promise<JackpotRow> {
  const { db } = app.current.database;
  await db.update(jackpots).set({ enabled: false });
  const [row] = await db
    .insert(jackpots)
    .values({
      slug,
      title: { uk: slug, ru: slug, en: slug },
      enabled: true,
      seedAmount: { UAH: SEED_AMOUNT },
      shareBasisPoints: 100,
      ticketsPerMinorUnit: { UAH: odds === 'always' ? JACKPOT_TICKETS : 0 },
      games: [SLOT],
      updatedAt: app.current.clock.now(),
    })
    .returning();
  if (!row) throw new Error(`jackpot ${slug} not inserted`);
  await db.transaction((tx) =>
    app.current.app.wallet.jackpotTransfer(tx as never, {
      kind: 'jackpot_seed',
      jackpot: slug,
      currency: 'UAH',
      amount: SEED_AMOUNT,
      playerId: null,
      idempotencyKey: `jackpot:${slug}:test-opening`,
      metadata: {},
    }),
  );
  return row;
}

async function poolOf(slug: string, currency: Currency = 'UAH') {
  return (await app.current.app.wallet.jackpotPools(currency)).get(slug) ?? 0;
}

async function contributionsOf(slug: string) {
  return app.current.database.db
    .select()
    .from(jackpotContributions)
    .where(eq(jackpotContributions.jackpot, slug));
}

async function winsOf(slug: string) {
  return app.current.database.db.select().from(jackpotWins).where(eq(jackpotWins.jackpot, slug));
}

/** The jackpot's ledger transfers in the order they were made: kind, amount (its metadata) and how many stakes. */
async function transfersOf(slug: string) {
  const rows = await app.current.database.db
    .select({
      kind: walletTransfers.kind,
      key: walletTransfers.idempotencyKey,
      metadata: walletTransfers.metadata,
    })
    .from(walletTransfers)
    .where(like(walletTransfers.idempotencyKey, `jackpot:${slug}:%`))
    .orderBy(asc(walletTransfers.id));
  return rows.map((row) => ({ kind: row.kind, stakes: row.metadata.stakes ?? null }));
}

const jackpotsPosition = () => readerPosition(app.current, 'jackpots');
/** Moves the reader back to a position and lets it read every event since again. */
const replayFrom = (position: { txId: string; eventId: number }) =>
  replayReaderFrom(app.current, 'jackpots', position);

async function playing(deposit: number) {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, deposit);
  return { player, session: await realSession(app.current, player) };
}

describe('progressive jackpots', () => {
  it('takes 1% of each real-money stake into the pool once per stake; a refund takes it back', async () => {
    const slug = 'test-contributions';
    await onlyJackpot(slug, 'never');
    const { session } = await playing(1_000_00);
    await relay(app.current);
    const before = await jackpotsPosition();
    ok(await walletCall(app.current, 'bet', bet(session, 150_00)));
    const second = bet(session, 100_99);
    ok(await walletCall(app.current, 'bet', second));
    await relay(app.current);
    // 1% of ₴150 is ₴1.50; of ₴100.99, 100.99 kopecks rounded down to 100.
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 1_50 + 1_00);
    const contributions = await contributionsOf(slug);
    expect(contributions.map((row) => row.amount).sort()).toEqual([100, 150]);

    // Replaying the same events counts nothing twice: the key per stake is taken.
    await replayFrom(before);
    expect(await contributionsOf(slug)).toHaveLength(2);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 2_50);

    ok(await walletCall(app.current, 'rollback', rollback(session, second)));
    await relay(app.current);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 1_50);
    await replayFrom(before);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 1_50);
    const after = await contributionsOf(slug);
    // The pool is the sum of what came in: its seed, the stakes' shares, less the refund.
    expect(SEED_AMOUNT + after.reduce((sum, row) => sum + row.amount, 0)).toBe(await poolOf(slug));
    const updates = app.current.published.filter(
      ({ message }) => message.type === 'jackpotsStatus' && message.action === 'update',
    );
    expect(updates.at(0)).toMatchObject({ channel: 'public:jackpots', message: { data: { slug } } });
    await expectLedgerWhole(app.current);
  });

  it('moves the shares of a batch in one transfer; a stake refunded in the same batch takes back exactly its share', async () => {
    const slug = 'test-batch-refund';
    await onlyJackpot(slug, 'never');
    const { session } = await playing(1_000_00);
    await relay(app.current);
    const before = await jackpotsPosition();
    ok(await walletCall(app.current, 'bet', bet(session, 150_00)));
    const refunded = bet(session, 100_00);
    ok(await walletCall(app.current, 'bet', refunded));
    ok(await walletCall(app.current, 'rollback', rollback(session, refunded)));
    ok(await walletCall(app.current, 'bet', bet(session, 300_00)));
    // One relay batch: two stakes, the refund of the second, a third stake.
    await relay(app.current);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 1_50 + 3_00);
    expect((await contributionsOf(slug)).map((row) => row.amount).sort((a, b) => a - b)).toEqual([
      -100, 100, 150, 300,
    ]);
    // The refund reads the pool's balance: the two shares before it move first, in one transfer; the third at the
    // batch's end.
    expect(await transfersOf(slug)).toEqual([
      { kind: 'jackpot_seed', stakes: null },
      { kind: 'jackpot_contribution', stakes: 2 },
      { kind: 'jackpot_refund', stakes: null },
      { kind: 'jackpot_contribution', stakes: 1 },
    ]);
    await replayFrom(before);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 4_50);
    expect(await contributionsOf(slug)).toHaveLength(4);
    expect(await transfersOf(slug)).toHaveLength(4);
    const after = await contributionsOf(slug);
    expect(SEED_AMOUNT + after.reduce((sum, row) => sum + row.amount, 0)).toBe(await poolOf(slug));
    await expectLedgerWhole(app.current);
  });

  it('pays a win mid-batch with the shares staked before it; the stakes after it feed the reseeded pool', async () => {
    const slug = 'test-mid-batch-win';
    await onlyJackpot(slug, 'never');
    const player = await newPlayer(app.current);
    const { db } = app.current.database;
    const repository = new JackpotsRepository(db);
    const wallet = app.current.app.wallet;
    const stakes = [
      { transferId: 8_000_001, real: 100_00 },
      { transferId: 8_000_002, real: 200_00 },
      { transferId: 8_000_003, real: 300_00 },
    ];
    const winning = 8_000_002;
    // The trigger is rigged, so the win falls on the second stake of the batch.
    let drawn = 0;
    const draws = {
      draw: async (_tx: Db, request: { sourceRef: string }) => {
        drawn += 1;
        return {
          row: { id: 8_100_000 + drawn },
          outcome: { won: request.sourceRef === `${slug}:${winning}` },
        };
      },
    } as unknown as Pick<FairDraws, 'draw'>;
    const reader = new JackpotContributions({
      repository,
      wallet,
      draws,
      payouts: new JackpotPayouts({ wallet, repository }),
      pushes: { poolChanged: async () => {}, won: async () => {} },
      clock: app.current.clock,
    }).subscriber;
    const events = stakes.map(
      ({ transferId, real }, index): RelayedEvent => ({
        ...domainEvent('BetPlaced', player.id, {
          provider: 'test-provider',
          roundId: `round-${transferId}`,
          gameId: 1,
          gameSlug: SLOT,
          gameKind: 'video-slot',
          currency: 'UAH',
          amount: real,
          real,
          bonus: 0,
          transactionId: `tx-${transferId}`,
          transferId,
        }),
        id: 9_000_000 + index,
        createdAt: app.current.clock.now(),
      }),
    );
    await db.transaction(async (tx) => {
      for (const event of events) await reader.handle(event, tx as never, () => {});
      await reader.finishBatch?.(tx as never);
    });
    const [win] = await winsOf(slug);
    expect(win).toMatchObject({ playerId: player.id, amount: SEED_AMOUNT + 1_00 + 2_00 });
    expect(await principalOf(app.current, player.id)).toBe(SEED_AMOUNT + 3_00);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT + 3_00);
    expect(await transfersOf(slug)).toEqual([
      { kind: 'jackpot_seed', stakes: null },
      { kind: 'jackpot_contribution', stakes: 2 },
      { kind: 'jackpot_win', stakes: null },
      { kind: 'jackpot_seed', stakes: null },
      { kind: 'jackpot_contribution', stakes: 1 },
    ]);
    // The pool reconciles with its rows: its opening, the shares, less the win, plus the reseed.
    const shares = (await contributionsOf(slug)).reduce((sum, row) => sum + row.amount, 0);
    expect(SEED_AMOUNT + shares - (win?.amount ?? 0) + SEED_AMOUNT).toBe(await poolOf(slug));
    await expectLedgerWhole(app.current);
  });

  it('pays the whole pool on a won draw and reseeds it in the same transaction', async () => {
    const slug = 'test-win';
    await onlyJackpot(slug, 'always');
    const { player, session } = await playing(500_00);
    await relay(app.current);
    ok(await walletCall(app.current, 'bet', bet(session, 100_00)));
    const before = await principalOf(app.current, player.id);
    await relay(app.current);
    const [win] = await winsOf(slug);
    // The pool held its seed and this stake's ₴1 when the draw won it.
    expect(win).toMatchObject({ playerId: player.id, amount: SEED_AMOUNT + 1_00, currency: 'UAH' });
    expect(await principalOf(app.current, player.id)).toBe(before + SEED_AMOUNT + 1_00);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);
    const personal = app.current.published.find(
      ({ message }) => message.type === 'jackpotsStatus' && message.action === 'win',
    );
    expect(personal).toMatchObject({
      channel: `personal:${player.id}`,
      message: { data: { jackpot: slug, amount: SEED_AMOUNT + 1_00, drawId: win?.drawId } },
    });
    await expectLedgerWhole(app.current);
  });

  it('pays the pool once when two draws win at once: the second wins the reseeded pool', async () => {
    const slug = 'test-two-wins';
    const jackpot = await onlyJackpot(slug, 'never');
    const first = await newPlayer(app.current);
    const second = await newPlayer(app.current);
    const { db } = app.current.database;
    const payouts = new JackpotPayouts({
      wallet: app.current.app.wallet,
      repository: new JackpotsRepository(db),
    });
    const win = (playerId: number, drawId: number) =>
      db.transaction((tx) =>
        payouts.pay(tx as never, {
          jackpot,
          currency: 'UAH',
          seedAmount: SEED_AMOUNT,
          playerId,
          drawId,
          now: app.current.clock.now(),
        }),
      );
    const [one, two] = await Promise.all([win(first.id, 9_000_001), win(second.id, 9_000_002)]);
    expect([one?.amount, two?.amount]).toEqual([SEED_AMOUNT, SEED_AMOUNT]);
    expect(await winsOf(slug)).toHaveLength(2);
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);
    expect(await principalOf(app.current, first.id)).toBe(SEED_AMOUNT);
    expect(await principalOf(app.current, second.id)).toBe(SEED_AMOUNT);
    // The same draw again pays nothing more: its win is keyed by the draw.
    await expect(win(first.id, 9_000_001)).rejects.toThrow();
    expect(await poolOf(slug)).toBe(SEED_AMOUNT);
    await expectLedgerWhole(app.current);
  });

  it('answers /jackpots-status/ to a guest in a currency, and refuses a currency the site does not have', async () => {
    const slug = 'test-status';
    await onlyJackpot(slug, 'never');
    const response = await app.current.app.inject({ url: '/jackpots-status/?currency=UAH' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = jackpotsStatusResponseSchema.parse(response.json());
    expect(data.currency).toBe('UAH');
    expect(data.jackpots).toEqual([
      expect.objectContaining({
        slug,
        amount: SEED_AMOUNT,
        seedAmount: SEED_AMOUNT,
        shareBasisPoints: 100,
        games: [SLOT],
        odds: { ticketsPerMinorUnit: 0, totalTickets: JACKPOT_TICKETS },
        lastWin: null,
      }),
    ]);
    const elsewhere = await app.current.app.inject({ url: '/jackpots-status/?currency=USD' });
    expect(jackpotsStatusResponseSchema.parse(elsewhere.json()).data.jackpots).toEqual([]);
    for (const url of ['/jackpots-status/?currency=XYZ', '/jackpots-status/']) {
      const refused = await app.current.app.inject({ url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
