import { transferEvent } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferAborted } from '../../src/modules/wallet/ledger.ts';
import { reconcile } from '../../src/modules/wallet/reconciliation.ts';
import type { TransferRequest } from '../../src/modules/wallet/transfer-request.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { rowsOf } from '../../src/platform/db/prepared.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

let testDatabase: TestDatabase;
let wallet: WalletService;
let players: number[];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  wallet = new WalletService({ db: testDatabase.database.db, clock: systemClock });
  players = [];
  for (const name of ['a', 'b', 'c'])
    players.push(await insertTestPlayer(testDatabase.database.db, `batch-${name}@example.com`));
});
afterAll(() => testDatabase.cleanup());

const db = () => testDatabase.database.db;

/** A movement between a player's real balance and the sportsbook's book: positive pays the player. */
const movement = (key: string, playerId: number, amount: number): TransferRequest => ({
  idempotencyKey: key,
  kind: amount > 0 ? 'sport_payout' : 'sport_reversal',
  currency: 'UAH',
  postings: [
    { account: { house: 'sportsbook' }, amount: -amount },
    { account: { playerId, kind: 'real' }, amount },
  ],
  metadata: { key },
  events: [
    transferEvent('SportBetSettled', playerId, {
      betId: 1,
      type: 'single',
      currency: 'UAH',
      stake: 100,
      odds: 200,
      selections: 1,
      freebetId: null,
      placedAt: new Date(0).toISOString(),
      outcome: 'won',
      payout: amount,
      change: amount,
    }),
  ],
});

const count = async (table: 'wallet_transfers' | 'wallet_entries' | 'outbox_events') => {
  const [row] = rowsOf<{ count: string }>(await db().execute(sql`select count(*) from ${sql.raw(table)}`));
  return Number(row?.count);
};
const real = async (playerId: number) => (await wallet.balance(playerId, 'UAH')).principal;
const batch = (requests: TransferRequest[]) =>
  db().transaction((tx) => wallet.ledger.transferBatch(tx, requests));

describe('a batch of ledger transfers', () => {
  it('writes every transfer with its own key, entries and events, and each balance once', async () => {
    const [a, b] = players as [number, number];
    const requests = Array.from({ length: 40 }, (_, index) =>
      movement(`batch-1-${index}`, index % 2 === 0 ? a : b, index % 5 === 4 ? -(index * 10) : 1_000 + index),
    );
    const events = await count('outbox_events');
    const results = await batch(requests);
    expect(results.every((result) => !result.replayed)).toBe(true);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(40);
    const expected = (playerId: number) =>
      requests
        .filter((request) =>
          request.postings.some((p) => 'playerId' in p.account && p.account.playerId === playerId),
        )
        .reduce((sum, request) => sum + (request.postings[1]?.amount ?? 0), 0);
    expect(await real(a)).toBe(expected(a));
    expect(await real(b)).toBe(expected(b));
    // A BalanceChanged and the caller's event per transfer, each naming its transfer.
    expect((await count('outbox_events')) - events).toBe(80);
    const written = rowsOf<{ type: string; key: string }>(
      await db().execute(sql`
        select e.type, t.idempotency_key as key
          from outbox_events e join wallet_transfers t on t.id = (e.payload->>'transferId')::bigint
         where t.idempotency_key like 'batch-1-%' order by e.id`),
    );
    expect(written.map((row) => [row.type, row.key])).toEqual(
      requests.flatMap((request) => [
        ['BalanceChanged', request.idempotencyKey],
        ['SportBetSettled', request.idempotencyKey],
      ]),
    );
    // Each entry's balance after it chains from the one before on its account; the house row took one update.
    const report = await reconcile(db());
    expect(report.ok, JSON.stringify(report.checks)).toBe(true);
  });

  it('posts nothing twice: a replayed batch names the first transfers, a partly replayed one writes only the new', async () => {
    const [a] = players as [number];
    const first = await batch([movement('batch-2-0', a, 500), movement('batch-2-1', a, 700)]);
    const transfers = await count('wallet_transfers');
    const before = await real(a);
    const again = await batch([movement('batch-2-0', a, 500), movement('batch-2-1', a, 700)]);
    expect(again).toEqual(first.map((result) => ({ ...result, replayed: true })));
    expect(await count('wallet_transfers')).toBe(transfers);
    const mixed = await batch([movement('batch-2-1', a, 700), movement('batch-2-2', a, 300)]);
    expect(mixed.map((result) => result.replayed)).toEqual([true, false]);
    expect(await real(a)).toBe(before + 300);
    expect(await count('wallet_transfers')).toBe(transfers + 1);
  });

  it('refuses the whole batch, writing nothing, for a key applied with other content or a debit beyond a balance', async () => {
    const [, , c] = players as [number, number, number];
    await batch([movement('batch-3-0', c, 1_000)]);
    const transfers = await count('wallet_transfers');
    const entries = await count('wallet_entries');
    await expect(batch([movement('batch-3-1', c, 200), movement('batch-3-0', c, 999)])).rejects.toMatchObject(
      {
        code: 'idempotency_conflict',
      },
    );
    // The payout before it in the batch does not cover the debit: the balance is 1,000 + 200.
    const overdrawn = await db().transaction(async (tx) => {
      const refusal = await wallet.ledger
        .transferBatch(tx, [movement('batch-3-2', c, 200), movement('batch-3-3', c, -1_201)])
        .catch((error: unknown) => error);
      // The caller's transaction is still usable: nothing failed inside the database.
      await tx.execute(sql`select 1`);
      return refusal;
    });
    expect(overdrawn).toBeInstanceOf(TransferAborted);
    expect(overdrawn).toMatchObject({ reason: 'overdrawn', message: expect.stringContaining('batch-3-3') });
    expect(await count('wallet_transfers')).toBe(transfers);
    expect(await count('wallet_entries')).toBe(entries);
    expect(await real(c)).toBe(1_000);
    await batch([movement('batch-3-2', c, 200), movement('batch-3-3', c, -1_200)]);
    expect(await real(c)).toBe(0);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('writes nothing for an empty batch and refuses one naming a key twice', async () => {
    expect(await batch([])).toEqual([]);
    const [a] = players as [number];
    await expect(batch([movement('batch-4-0', a, 1), movement('batch-4-0', a, 1)])).rejects.toMatchObject({
      code: 'invalid_transfer',
    });
  });
});
