import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { reconcile } from '../../../src/modules/wallet/reconciliation.ts';
import type { Db } from '../../../src/platform/db/database.ts';
import { rowsOf } from '../../../src/platform/db/prepared.ts';
import { insertTestPlayer } from '../../support/wallet-fixtures.ts';

/** Fresh players, so a test (or one run of a property) starts from empty wallets in a shared database. */
export async function newPlayers(db: Db, count: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(await insertTestPlayer(db, `wallet-${tag}-${index}@example.com`));
  }
  return ids;
}

/** Asserts every reconciliation check passes, showing the offending rows when one does not. */
export async function expectReconciled(db: Db): Promise<void> {
  const { checks } = await reconcile(db);
  const failing = Object.entries(checks).filter(([, check]) => check.problems > 0);
  expect(Object.fromEntries(failing)).toEqual({});
}

/** How many transfers the key has: 1 once applied, whatever the number of attempts. */
export async function transfersWithKey(db: Db, key: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from wallet_transfers where idempotency_key = ${key}`),
  );
  return Number(row?.n);
}
