import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { manualClock } from '../../src/platform/clock.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { depositRequest } from './support/deposit-request.ts';
import { expectReconciled, newPlayers } from './support/ledger-helpers.ts';

let testDatabase: TestDatabase;
let wallet: WalletService;
let owner: number;
let other: number;
let parkedHold: number;
const clock = manualClock('2026-03-01T12:00:00Z');

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  wallet = new WalletService({ db: testDatabase.database.db, clock });
  [owner, other] = (await newPlayers(testDatabase.database.db, 2)) as [number, number];
  await wallet.ledger.transfer(depositRequest(owner, 10_000, 'refusals-owner'));
  await wallet.ledger.transfer(depositRequest(other, 10_000, 'refusals-other'));
  ({ transactionId: parkedHold } = await wallet.debitPrincipal(owner, 'UAH', 1_000, 'refusals-parked'));
});
afterAll(() => testDatabase.cleanup());

/** Every refusal leaves the ledger as it was. */
async function expectUnchanged() {
  expect(await wallet.balance(owner, 'UAH')).toMatchObject({ principal: 9_000, hold: 1_000 });
  expect(await wallet.balance(other, 'UAH')).toMatchObject({ principal: 10_000, hold: 0 });
  await expectReconciled(testDatabase.database.db);
}

describe('refusals that move nothing', () => {
  it.each([
    [0, 'invalid_transfer'],
    [-500, 'invalid_transfer'],
    [12.5, 'invalid_transfer'],
    [Number.NaN, 'invalid_transfer'],
    [Number.MAX_SAFE_INTEGER + 2, 'invalid_transfer'],
    [10_000_000, 'insufficient_funds'],
  ])('refuses a withdrawal hold of %s with %s', async (amount, code) => {
    const placing = wallet.placeHold({
      playerId: owner,
      currency: 'UAH',
      amount,
      kind: 'withdrawal',
      idempotencyKey: `refused-${amount}`,
    });
    await expect(placing).rejects.toMatchObject({ code });
    await expectUnchanged();
  });

  it("does not let a player return another player's hold", async () => {
    await expect(wallet.debitHold(other, parkedHold)).rejects.toMatchObject({ code: 'hold_not_found' });
    await expectUnchanged();
  });

  it('does not close a hold that does not exist', async () => {
    await expect(
      wallet.closeHold({ transferId: 987_654, how: { release: true }, kind: 'withdrawal_return' }),
    ).rejects.toMatchObject({ code: 'hold_not_found' });
    await expectUnchanged();
  });

  it('refuses an overdraw with the balance it was decided on', async () => {
    await expect(
      wallet.placeHold({
        playerId: other,
        currency: 'UAH',
        amount: 10_001,
        kind: 'withdrawal',
        idempotencyKey: 'over',
      }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      status: 422,
      details: { balance: 10_000, currency: 'UAH' },
    });
    await expectUnchanged();
  });
});
