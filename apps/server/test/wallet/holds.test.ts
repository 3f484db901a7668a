import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { manualClock } from '../../src/platform/clock.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { depositRequest } from './support/deposit-request.ts';
import { expectReconciled, newPlayers } from './support/ledger-helpers.ts';

let testDatabase: TestDatabase;
let wallet: WalletService;
let playerId: number;
const clock = manualClock('2026-03-01T12:00:00Z');
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  wallet = new WalletService({ db: testDatabase.database.db, clock });
  [playerId] = (await newPlayers(testDatabase.database.db, 1)) as [number];
  await wallet.ledger.transfer(depositRequest(playerId, 10_000, 'holds-funding'));
});
afterAll(() => testDatabase.cleanup());

describe('balance holds retried under one key', () => {
  it('answers a retry with the same date with the first hold', async () => {
    const holdTill = inHours(2);
    const first = await wallet.accrualHold(playerId, 'UAH', 1_000, holdTill, 'accrual-a');
    const again = await wallet.accrualHold(playerId, 'UAH', 1_000, new Date(holdTill), 'accrual-a');
    expect(again.transactionId).toBe(first.transactionId);
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 9_000, hold: 1_000 });
  });

  it('refuses a retry with another date instead of silently keeping the first one', async () => {
    await wallet.accrualHold(playerId, 'UAH', 1_000, inHours(3), 'accrual-b');
    await expect(wallet.accrualHold(playerId, 'UAH', 1_000, inHours(5), 'accrual-b')).rejects.toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
    });
    const { holds } = await wallet.innerBalance(playerId, 'UAH');
    expect(holds.map((hold) => hold.holdTill)).toEqual([inHours(3).toISOString(), inHours(2).toISOString()]);
    await expectReconciled(testDatabase.database.db);
  });
});
