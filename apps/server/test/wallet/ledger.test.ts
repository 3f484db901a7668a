import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { insertTestPlayer } from '../support/wallet-fixtures.ts';

let testDatabase: TestDatabase;
let wallet: WalletService;
let playerId: number;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  wallet = new WalletService({ db: testDatabase.database.db, clock: systemClock });
  playerId = await insertTestPlayer(testDatabase.database.db, 'ledger@example.com');
});
afterAll(() => testDatabase.cleanup());

const deposit = (key: string, amount: number) =>
  wallet.ledger.transfer({
    idempotencyKey: key,
    kind: 'deposit',
    currency: 'UAH',
    postings: [
      { account: { house: 'psp_clearing', provider: 'sandbox' }, amount: -amount },
      { account: { playerId, kind: 'real' }, amount },
    ],
    metadata: { paymentId: key },
  });

describe('ledger transfers', () => {
  it('credits a deposit and replays the same key without moving money twice', async () => {
    const first = await deposit('dep-1', 10_000);
    const again = await deposit('dep-1', 10_000);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({
      principal: 10_000,
      hold: 0,
      total: 10_000,
    });
  });

  it('refuses the same key with other content', async () => {
    await expect(deposit('dep-1', 20_000)).rejects.toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
    });
  });

  it('refuses an overdraw with the balance and moves nothing', async () => {
    const overdraw = wallet.placeHold({
      playerId,
      currency: 'UAH',
      amount: 10_001,
      kind: 'withdrawal',
      idempotencyKey: 'w-1',
    });
    await expect(overdraw).rejects.toMatchObject({
      code: 'insufficient_funds',
      details: { balance: 10_000 },
    });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 10_000, hold: 0 });
  });

  it('holds and releases money', async () => {
    const { transfer } = await wallet.placeHold({
      playerId,
      currency: 'UAH',
      amount: 4_000,
      kind: 'withdrawal',
      idempotencyKey: 'w-2',
    });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({
      principal: 6_000,
      hold: 4_000,
      total: 10_000,
    });
    await wallet.closeHold({
      transferId: transfer.transferId,
      how: { release: true },
      kind: 'withdrawal_return',
    });
    await expect(
      wallet.closeHold({
        transferId: transfer.transferId,
        how: { release: true },
        kind: 'withdrawal_return',
      }),
    ).rejects.toMatchObject({ code: 'hold_closed' });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 10_000, hold: 0 });
  });

  it('refuses to change or delete entries', async () => {
    const db = testDatabase.database.db;
    await expect(db.execute(sql`update wallet_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from wallet_transfers`)).rejects.toThrow();
  });

  it('refuses an unbalanced set of entries at commit', async () => {
    const db = testDatabase.database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into wallet_transfers (idempotency_key, kind, currency, fingerprint, metadata) values ('bad', 'adjustment', 'UAH', 'x', '{}')`,
        );
        await tx.execute(
          sql`insert into wallet_entries (transfer_id, account_id, amount, balance_after) select id, (select min(id) from wallet_accounts), 5, 5 from wallet_transfers where idempotency_key = 'bad'`,
        );
      }),
    ).rejects.toThrow();
  });

  it('writes a BalanceChanged event with each player transfer', async () => {
    const rows = await testDatabase.database.db.execute(
      sql`select count(*)::int as n from outbox_events where type = 'BalanceChanged'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });
});
