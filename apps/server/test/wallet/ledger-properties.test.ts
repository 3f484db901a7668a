import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { expectReconciled, newPlayers } from './support/ledger-helpers.ts';
import { clearingBalance, LedgerModel } from './support/ledger-model.ts';
import {
  callsOf,
  fundingBatch,
  PLAYERS_PER_RUN,
  type RunContext,
  walletBatches,
} from './support/wallet-operations.ts';

const HOUR_MS = 3_600_000;
// One database for every run; each run gets fresh players, so it starts from empty wallets.
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

describe(`wallet invariants under random concurrent operations (${TEST_DATABASE_KIND})`, () => {
  it('keeps every balance, key and hold consistent with what the calls answered', async () => {
    await fc.assert(
      fc.asyncProperty(walletBatches, async (batches) => {
        // A run that failed (fast-check then shrinks it) may have left dated holds behind: return them first.
        clock.advance(24 * HOUR_MS);
        while ((await wallet.releaseDueHolds()) > 0);
        const players = await newPlayers(db, PLAYERS_PER_RUN);
        const model = new LedgerModel(players);
        const tag = randomBytes(4).toString('hex');
        const clearingBefore = await clearingBalance(db);
        for (const batch of [fundingBatch(), ...batches]) {
          // Dated holds of earlier batches fall due as time moves on.
          clock.advance(HOUR_MS);
          const context: RunContext = { wallet, clock, tag, players, holds: model.holds };
          const outcomes = await Promise.all(batch.flatMap((op) => callsOf(context, op)));
          model.absorb(context, outcomes);
        }
        // Let every dated hold fall due and the job return it, so no run leaves due holds to the next.
        clock.advance(24 * HOUR_MS);
        const context: RunContext = { wallet, clock, tag, players, holds: model.holds };
        model.absorb(context, [{ op: { type: 'releaseDue' }, released: await wallet.releaseDueHolds() }]);
        await model.expectMatches(db, context, clearingBefore);
        await expectReconciled(db);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
