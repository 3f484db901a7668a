import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { type Database, type DatabaseLocation, openDatabase } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/prepared.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import type { CrashTransferArguments } from './support/crash-transfer.ts';
import { depositRequest } from './support/deposit-request.ts';
import { expectReconciled, newPlayers, transfersWithKey } from './support/ledger-helpers.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./support/crash-transfer.ts', import.meta.url));

/**
 * Where the child process finds the data. PGlite lives in one process at a time, so on PGlite the test closes its
 * own handle on a data folder while the child runs and reopens it after the crash, as a restarted server would.
 */
interface CrashSite {
  location: DatabaseLocation;
  open(): Promise<Database>;
  release(database: Database): Promise<void>;
  cleanup(): Promise<void>;
}

async function pgliteSite(): Promise<CrashSite> {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'wallet-crash-'));
  return {
    location: { pgliteDir },
    open: () => openDatabase({ pgliteDir }),
    release: (database) => database.close(),
    cleanup: async () => rmSync(pgliteDir, { recursive: true, force: true }),
  };
}

async function postgresSite(): Promise<CrashSite> {
  const testDatabase: TestDatabase = await createTestDatabase();
  const [row] = rowsOf<{ name: string }>(
    await testDatabase.database.db.execute(sql`select current_database() as name`),
  );
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row?.name}`;
  return {
    location: { url: url.toString() },
    open: async () => testDatabase.database,
    release: async () => {},
    cleanup: () => testDatabase.cleanup(),
  };
}

/** Runs the child on the project's Node (node_modules/.bin/node) and resolves with how it ended. */
function runChild(
  args: CrashTransferArguments,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), [CHILD, JSON.stringify(args)], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe(`a process killed in the middle of a transfer (${TEST_DATABASE_KIND})`, () => {
  let site: CrashSite;
  let playerId: number;

  beforeAll(async () => {
    site = TEST_DATABASE_KIND === 'postgres' ? await postgresSite() : await pgliteSite();
    const database = await site.open();
    await database.migrate();
    [playerId] = (await newPlayers(database.db, 1)) as [number];
    const wallet = new WalletService({ db: database.db, clock: systemClock });
    await wallet.ledger.transfer(depositRequest(playerId, 10_000, 'crash-funding'));
    await site.release(database);
  });
  afterAll(() => site?.cleanup());

  it('leaves nothing of a deposit credit killed before its transaction commits, and the credit succeeds afterwards', async () => {
    const paymentId = 'crash-credit';
    const ended = await runChild({
      location: site.location,
      movement: 'credit',
      playerId,
      amount: 2_500,
      key: paymentId,
    });
    expect(ended, ended.stderr).toMatchObject({ signal: 'SIGKILL' });

    await withReopened(async (database, wallet) => {
      expect(await transfersWithKey(database.db, `deposit:${paymentId}`)).toBe(0);
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 10_000, hold: 0 });
      await expectReconciled(database.db);

      const credited = await database.db.transaction((tx) =>
        wallet.creditDeposit(tx, {
          playerId,
          currency: 'UAH',
          amount: 2_500,
          provider: 'sandbox',
          paymentId,
        }),
      );
      expect(credited.replayed).toBe(false);
      expect(await transfersWithKey(database.db, `deposit:${paymentId}`)).toBe(1);
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 12_500 });
      await expectReconciled(database.db);
    });
  }, 60_000);

  it('leaves neither the transfer nor the hold of a withdrawal killed between the two', async () => {
    const key = 'crash-withdrawal';
    const ended = await runChild({
      location: site.location,
      movement: 'withdrawal',
      playerId,
      amount: 4_000,
      key,
    });
    expect(ended, ended.stderr).toMatchObject({ signal: 'SIGKILL' });

    await withReopened(async (database, wallet) => {
      expect(await transfersWithKey(database.db, key)).toBe(0);
      expect((await wallet.innerBalance(playerId, 'UAH')).holds).toEqual([]);
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 12_500, hold: 0 });
      await expectReconciled(database.db);

      const { hold } = await wallet.placeHold({
        playerId,
        currency: 'UAH',
        amount: 4_000,
        kind: 'withdrawal',
        idempotencyKey: key,
      });
      expect(hold).toMatchObject({ status: 'active', amount: 4_000 });
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 8_500, hold: 4_000 });
      await expectReconciled(database.db);
    });
  }, 60_000);

  it('applies a transfer killed right after its statement once: the retry replays it', async () => {
    const key = 'crash-transfer';
    const ended = await runChild({
      location: site.location,
      movement: 'transfer',
      playerId,
      amount: 1_000,
      key,
    });
    expect(ended, ended.stderr).toMatchObject({ signal: 'SIGKILL' });

    await withReopened(async (database, wallet) => {
      // Alone, the statement was the whole transaction: it committed before the process died.
      expect(await transfersWithKey(database.db, key)).toBe(1);
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 9_500, hold: 4_000 });
      const retried = await wallet.ledger.transfer(depositRequest(playerId, 1_000, key));
      expect(retried.replayed).toBe(true);
      expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 9_500, hold: 4_000 });
      await expectReconciled(database.db);
    });
  }, 60_000);

  /** Opens the data again, as a restarted server would, and hands it over with a wallet. */
  async function withReopened(check: (database: Database, wallet: WalletService) => Promise<void>) {
    const database = await site.open();
    try {
      await check(database, new WalletService({ db: database.db, clock: systemClock }));
    } finally {
      await site.release(database);
    }
  }
});
