import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReconciliationReport, reconcile } from '../../src/modules/wallet/reconciliation.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/prepared.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { depositRequest } from './support/deposit-request.ts';
import { newPlayers } from './support/ledger-helpers.ts';

let testDatabase: TestDatabase;
let db: Db;
let playerId: number;
let realAccountId: number;
let houseAccountId: number;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  const wallet = new WalletService({ db, clock: systemClock });
  [playerId] = (await newPlayers(db, 1)) as [number];
  await wallet.ledger.transfer(depositRequest(playerId, 50_000, 'dep-a'));
  await wallet.ledger.transfer(depositRequest(playerId, 20_000, 'dep-b'));
  const { transfer } = await wallet.placeHold({
    playerId,
    currency: 'UAH',
    amount: 7_000,
    kind: 'withdrawal',
    idempotencyKey: 'w-a',
  });
  await wallet.closeHold({
    transferId: transfer.transferId,
    how: { settle: { provider: 'sandbox' } },
    kind: 'withdrawal_payout',
  });
  await wallet.placeHold({
    playerId,
    currency: 'UAH',
    amount: 3_000,
    kind: 'withdrawal',
    idempotencyKey: 'w-b',
  });
  await wallet.debitPrincipal(playerId, 'UAH', 1_000, 'park-a');
  realAccountId = await accountId(sql`player_id = ${playerId} and kind = 'real'`);
  houseAccountId = await accountId(sql`kind = 'psp_clearing'`);
});
afterAll(() => testDatabase.cleanup());

async function accountId(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ id: number | string }>(
    await db.execute(sql`select id from wallet_accounts where ${where} order by id limit 1`),
  );
  return Number(row?.id);
}

class RolledBack extends Error {}

/** Reconciles a corrupted copy of the ledger: the damage is done in a transaction that never commits. */
async function reconcileAfter(damage: (tx: Db) => Promise<unknown>): Promise<ReconciliationReport> {
  let report: ReconciliationReport | undefined;
  await expect(
    db.transaction(async (tx) => {
      // The guards would refuse the damage; dropping them is undone with the rest.
      await tx.execute(sql`alter table wallet_accounts drop constraint wallet_player_balance_not_negative`);
      await damage(tx);
      report = await reconcile(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
  if (!report) throw new Error('no report');
  return report;
}

/** The checks that found problems, with how many. */
function failing(report: ReconciliationReport): Record<string, number> {
  return Object.fromEntries(
    Object.entries(report.checks)
      .filter(([, check]) => check.problems > 0)
      .map(([name, check]) => [name, check.problems]),
  );
}

/** Appends a transfer with the given entries, keeping account balances in step unless told otherwise. */
async function appendTransfer(
  tx: Db,
  key: string,
  entries: { accountId: number; amount: number; balanceAfter?: number }[],
  options: { moveBalances?: boolean } = {},
): Promise<void> {
  const [transfer] = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      insert into wallet_transfers (idempotency_key, kind, currency, fingerprint, metadata)
      values (${key}, 'adjustment', 'UAH', 'test', '{}') returning id`),
  );
  for (const entry of entries) {
    const [account] = rowsOf<{ balance: number | string }>(
      await tx.execute(sql`
        update wallet_accounts set balance = balance + ${options.moveBalances === false ? 0 : entry.amount}
        where id = ${entry.accountId} returning balance`),
    );
    const balanceAfter = entry.balanceAfter ?? Number(account?.balance);
    await tx.execute(sql`
      insert into wallet_entries (transfer_id, account_id, amount, balance_after)
      values (${transfer?.id}, ${entry.accountId}, ${entry.amount}, ${balanceAfter})`);
  }
}

describe('ledger reconciliation', () => {
  it('finds nothing wrong in a ledger written by the wallet', async () => {
    const report = await reconcile(db);
    expect(failing(report)).toEqual({});
    expect(report.ok).toBe(true);
    // Two deposits, a withdrawal placed and paid, one pending, one parked: 6 transfers of 2 entries each.
    expect(report.counted).toMatchObject({ transfers: 6, entries: 12, activeHolds: 2 });
  });

  it('finds a balance that differs from its entries', async () => {
    const report = await reconcileAfter((tx) =>
      tx.execute(sql`update wallet_accounts set balance = balance + 5 where id = ${realAccountId}`),
    );
    expect(failing(report)).toEqual({ accountBalance: 1, currencySum: 1 });
    expect(report.ok).toBe(false);
    expect(report.checks.accountBalance.samples).toEqual([
      { accountId: realAccountId, balance: 59_005, entriesSum: 59_000 },
    ]);
    expect(report.checks.currencySum.samples).toEqual([{ currency: 'UAH', sum: 5 }]);
  });

  it('finds transfers that do not balance or have fewer than two entries', async () => {
    const report = await reconcileAfter(async (tx) => {
      await appendTransfer(tx, 'no-entries', []);
      await appendTransfer(tx, 'one-sided', [{ accountId: realAccountId, amount: 5 }]);
    });
    expect(failing(report)).toEqual({ transferBalance: 2, currencySum: 1 });
    expect(report.checks.transferBalance.samples).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ idempotencyKey: 'no-entries', entriesSum: 0, entries: 0 }),
        expect.objectContaining({ idempotencyKey: 'one-sided', entriesSum: 5, entries: 1 }),
      ]),
    );
  });

  it('finds a currency that does not sum to zero although every transfer balances', async () => {
    const report = await reconcileAfter(async (tx) => {
      const [usd] = rowsOf<{ id: number | string }>(
        await tx.execute(sql`
          insert into wallet_accounts (player_id, kind, currency) values (${playerId}, 'real', 'USD') returning id`),
      );
      await appendTransfer(tx, 'cross-currency', [
        { accountId: realAccountId, amount: -100 },
        { accountId: Number(usd?.id), amount: 100 },
      ]);
    });
    expect(failing(report)).toEqual({ currencySum: 2 });
    expect(report.checks.currencySum.samples).toEqual(
      expect.arrayContaining([
        { currency: 'UAH', sum: -100 },
        { currency: 'USD', sum: 100 },
      ]),
    );
  });

  it('finds a player account below zero', async () => {
    const report = await reconcileAfter((tx) =>
      appendTransfer(tx, 'overdraw', [
        { accountId: realAccountId, amount: -60_000 },
        { accountId: houseAccountId, amount: 60_000 },
      ]),
    );
    expect(failing(report)).toEqual({ negativePlayerAccount: 1 });
    expect(report.checks.negativePlayerAccount.samples).toEqual([
      { accountId: realAccountId, playerId, kind: 'real', balance: -1_000 },
    ]);
  });

  it('finds hold accounts that differ from their active holds', async () => {
    const [other] = await newPlayers(db, 1);
    const report = await reconcileAfter(async (tx) => {
      await tx.execute(sql`update wallet_holds set status = 'released' where kind = 'parked'`);
      // A hold row with no money behind it, for a player who has no hold account at all.
      await tx.execute(sql`
        insert into wallet_holds (player_id, currency, kind, amount, transfer_id)
        select ${other}, 'UAH', 'withdrawal', 900, min(id) from wallet_transfers`);
    });
    expect(failing(report)).toEqual({ holdAccount: 2 });
    expect(report.checks.holdAccount.samples).toEqual(
      expect.arrayContaining([
        { playerId, currency: 'UAH', holdBalance: 4_000, activeHolds: 3_000 },
        { playerId: other, currency: 'UAH', holdBalance: 0, activeHolds: 900 },
      ]),
    );
  });

  it('finds an entry whose balance_after breaks its account chain', async () => {
    const report = await reconcileAfter((tx) =>
      appendTransfer(tx, 'bad-chain', [
        { accountId: realAccountId, amount: -100, balanceAfter: 12_345 },
        { accountId: houseAccountId, amount: 100 },
      ]),
    );
    // Only the bad entry: the house side chains, and the next entry of the account would chain from 12 345.
    expect(failing(report)).toEqual({ entryChain: 1 });
    expect(report.checks.entryChain.samples).toEqual([
      expect.objectContaining({
        accountId: realAccountId,
        amount: -100,
        balanceAfter: 12_345,
        expected: 58_900,
      }),
    ]);
  });

  it('counts every problem but lists only the first few', async () => {
    const report = await reconcileAfter((tx) =>
      tx.execute(sql`update wallet_accounts set balance = balance + 1`),
    );
    const accounts = report.counted.accounts;
    expect(report.checks.accountBalance.problems).toBe(accounts);
    expect(report.checks.accountBalance.samples.length).toBeLessThanOrEqual(20);
  });
});
