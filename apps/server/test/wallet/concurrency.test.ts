import { HOLD_TRANSACTION_LIMIT } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferRequest } from '../../src/modules/wallet/transfer-request.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { depositRequest } from './support/deposit-request.ts';
import { expectReconciled, newPlayers, transfersWithKey } from './support/ledger-helpers.ts';

// On PostgreSQL these run on 10 pooled connections at once; on PGlite the statements interleave on one.
let testDatabase: TestDatabase;
let db: Db;
const clock = manualClock('2026-03-01T12:00:00Z');
let wallet: WalletService;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  wallet = new WalletService({ db, clock });
});
afterAll(() => testDatabase.cleanup());

async function fundedPlayer(amount: number): Promise<number> {
  const [playerId] = (await newPlayers(db, 1)) as [number];
  await wallet.ledger.transfer(depositRequest(playerId, amount, `fund-${playerId}`));
  return playerId;
}

function settled<T>(results: PromiseSettledResult<T>[]) {
  return {
    values: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : [])),
  };
}

const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));

describe('wallet under concurrency', () => {
  it('lets exactly one of 20 simultaneous withdrawals of 60% of the balance through', async () => {
    const playerId = await fundedPlayer(10_000);
    const { values, errors } = settled(
      await Promise.allSettled(
        times(20, (index) =>
          wallet.placeHold({
            playerId,
            currency: 'UAH',
            amount: 6_000,
            kind: 'withdrawal',
            idempotencyKey: `w60-${playerId}-${index}`,
          }),
        ),
      ),
    );
    expect(values).toHaveLength(1);
    expect(errors).toHaveLength(19);
    for (const error of errors) expect(error).toMatchObject({ code: 'insufficient_funds', status: 422 });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 4_000, hold: 6_000 });
    const holds = await wallet.innerBalance(playerId, 'UAH');
    expect(holds.holds).toHaveLength(1);
    await expectReconciled(db);
  });

  it('applies 50 simultaneous replays of one deposit once', async () => {
    const [playerId] = (await newPlayers(db, 1)) as [number];
    const key = `replayed-deposit-${playerId}`;
    const results = await Promise.all(
      times(50, () => wallet.ledger.transfer(depositRequest(playerId, 2_500, key))),
    );
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await transfersWithKey(db, key)).toBe(1);
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 2_500 });
    await expectReconciled(db);
  });

  it('answers replays of a withdrawal that spent the balance with the first result, not insufficient funds', async () => {
    const playerId = await fundedPlayer(10_000);
    const key = `replayed-withdrawal-${playerId}`;
    const results = await Promise.all(
      times(50, () =>
        wallet.placeHold({
          playerId,
          currency: 'UAH',
          amount: 10_000,
          kind: 'withdrawal',
          idempotencyKey: key,
        }),
      ),
    );
    expect(new Set(results.map((result) => result.transfer.transferId)).size).toBe(1);
    expect(new Set(results.map((result) => result.hold.id)).size).toBe(1);
    expect(results.filter((result) => !result.transfer.replayed)).toHaveLength(1);
    expect(await transfersWithKey(db, key)).toBe(1);
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 0, hold: 10_000 });
    await expectReconciled(db);
  });

  it('refuses simultaneous uses of one key for different amounts, keeping the one that won', async () => {
    const [playerId] = (await newPlayers(db, 1)) as [number];
    const key = `contested-${playerId}`;
    const amounts = times(30, (index) => 100 * (1 + (index % 3)));
    const results = await Promise.allSettled(
      amounts.map((amount) => wallet.ledger.transfer(depositRequest(playerId, amount, key))),
    );
    const { principal } = await wallet.balance(playerId, 'UAH');
    expect([100, 200, 300]).toContain(principal);
    results.forEach((result, index) => {
      if (amounts[index] === principal) expect(result).toMatchObject({ status: 'fulfilled' });
      else expect(result).toMatchObject({ status: 'rejected', reason: { code: 'idempotency_conflict' } });
    });
    expect(await transfersWithKey(db, key)).toBe(1);
    await expectReconciled(db);
  });

  it('closes a hold once when a release and a payout race for it', async () => {
    const playerId = await fundedPlayer(10_000);
    const { transfer } = await wallet.placeHold({
      playerId,
      currency: 'UAH',
      amount: 4_000,
      kind: 'withdrawal',
      idempotencyKey: `raced-${playerId}`,
    });
    const close = (how: { release: true } | { settle: { provider: string } }) =>
      wallet.closeHold({
        transferId: transfer.transferId,
        how,
        kind: 'release' in how ? 'withdrawal_return' : 'withdrawal_payout',
      });
    const { values, errors } = settled(
      await Promise.allSettled(
        times(10, (index) => close(index % 2 ? { release: true } : { settle: { provider: 'sandbox' } })),
      ),
    );
    expect(values).toHaveLength(1);
    for (const error of errors) expect(error).toMatchObject({ code: 'hold_closed' });
    const { principal, hold } = await wallet.balance(playerId, 'UAH');
    expect(hold).toBe(0);
    expect(principal).toBe(values[0]?.hold.status === 'released' ? 10_000 : 6_000);
    await expectReconciled(db);
  });

  it('keeps the limit on balance holds when many are asked for at once', async () => {
    const playerId = await fundedPlayer(100_000);
    const holdTill = new Date(clock.now().getTime() + 3_600_000);
    const { values, errors } = settled(
      await Promise.allSettled(
        times(HOLD_TRANSACTION_LIMIT * 2, (index) =>
          index % 2
            ? wallet.accrualHold(playerId, 'UAH', 100, holdTill, `limit-${playerId}-${index}`)
            : wallet.debitPrincipal(playerId, 'UAH', 100, `limit-${playerId}-${index}`),
        ),
      ),
    );
    expect(values).toHaveLength(HOLD_TRANSACTION_LIMIT);
    for (const error of errors) expect(error).toMatchObject({ code: 'too_many_holds' });
    expect((await wallet.innerBalance(playerId, 'UAH')).holds).toHaveLength(HOLD_TRANSACTION_LIMIT);
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ hold: HOLD_TRANSACTION_LIMIT * 100 });
    await expectReconciled(db);
  });

  it('releases due holds once when several job runs and the players themselves race for them', async () => {
    // Dated holds of earlier tests come due first, so that the job runs below find only this test's holds.
    clock.advance(24 * 3_600_000);
    while ((await wallet.releaseDueHolds()) > 0);
    const players = await Promise.all(times(6, () => fundedPlayer(50_000)));
    // Due one after another round the players, so each job run's batch spans every player in the same order.
    const holds: { playerId: number; transactionId: number }[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const playerId of players) {
        const holdTill = new Date(clock.now().getTime() + 60_000 + holds.length * 1_000);
        const placed = await wallet.accrualHold(playerId, 'UAH', 1_000, holdTill, `due-${playerId}-${round}`);
        holds.push({ playerId, transactionId: placed.transactionId });
      }
    }
    clock.advance(3_600_000);
    const jobRuns = [
      ...times(4, () => wallet.releaseDueHolds(7)),
      ...times(4, () => wallet.releaseDueHolds()),
    ];
    const playerCalls = holds.map((hold) => wallet.debitHold(hold.playerId, hold.transactionId));
    const [jobs, calls] = await Promise.all([Promise.allSettled(jobRuns), Promise.allSettled(playerCalls)]);
    const { values: released, errors: jobErrors } = settled(jobs);
    expect(jobErrors).toEqual([]);
    const { values: returned, errors: refused } = settled(calls);
    for (const error of refused) expect(error).toMatchObject({ code: 'hold_closed' });
    expect(released.reduce((sum, count) => sum + count, 0) + returned.length).toBe(holds.length);
    for (const playerId of players) {
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 50_000, hold: 0 });
    }
    await expectReconciled(db);
  });

  it('never deadlocks transfers between two players running in both directions at once', async () => {
    const [first, second] = (await Promise.all([fundedPlayer(100_000), fundedPlayer(100_000)])) as [
      number,
      number,
    ];
    // The same two rows locked by every transfer, listed in opposite orders: only id order keeps them apart.
    const between = (from: number, to: number, index: number): TransferRequest => ({
      idempotencyKey: `between-${from}-${to}-${index}`,
      kind: 'adjustment',
      currency: 'UAH',
      postings: [
        { account: { playerId: from, kind: 'real' }, amount: -10 },
        { account: { playerId: to, kind: 'real' }, amount: 10 },
      ],
    });
    await Promise.all(
      times(200, (index) =>
        wallet.ledger.transfer(index % 2 ? between(first, second, index) : between(second, first, index)),
      ),
    );
    for (const playerId of [first, second]) {
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 100_000 });
    }
    await expectReconciled(db);
  });

  it('never deadlocks two players posting to the same house accounts in opposite orders', async () => {
    const [first, second] = await Promise.all([fundedPlayer(1_000_000), fundedPlayer(1_000_000)]);
    // Both house accounts are touched by every transfer; the postings are listed in opposite orders per player.
    const game = (playerId: number, index: number): TransferRequest => {
      const postings = [
        { account: { playerId, kind: 'real' as const }, amount: -10 },
        { account: { house: 'game_settlement' as const }, amount: 7 },
        { account: { house: 'bonus_cost' as const }, amount: 3 },
      ];
      return {
        idempotencyKey: `house-order-${playerId}-${index}`,
        kind: 'adjustment',
        currency: 'UAH',
        postings: playerId === first ? postings : postings.reverse(),
      };
    };
    const run = (playerId: number) =>
      Promise.all(times(150, (index) => wallet.ledger.transfer(game(playerId, index))));
    await Promise.all([run(first as number), run(second as number)]);
    for (const playerId of [first, second] as number[]) {
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 1_000_000 - 1_500 });
    }
    await expectReconciled(db);
  });
});
