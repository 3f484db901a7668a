/**
 * Run as a child process by the crash test: opens the database, starts one movement of money and kills its own
 * process (SIGKILL: no cleanup, no rollback sent) as soon as the ledger's statement has run. Exiting normally
 * means that point never came, which the test treats as a failure.
 * Arguments: one JSON object (CrashTransferArguments).
 */
import { WalletService } from '../../../src/modules/wallet/wallet.service.ts';
import { systemClock } from '../../../src/platform/clock.ts';
import { type DatabaseLocation, openDatabase } from '../../../src/platform/db/database.ts';
import { depositRequest } from './deposit-request.ts';

export interface CrashTransferArguments {
  location: DatabaseLocation;
  /**
   * `credit`: a deposit credited inside the caller's transaction, as the cash desk does; `withdrawal`: a hold,
   * the ledger inside the wallet's transaction; `transfer`: a deposit through the ledger alone (committed at once).
   */
  movement: 'credit' | 'withdrawal' | 'transfer';
  playerId: number;
  amount: number;
  key: string;
}

const { location, movement, playerId, amount, key } = JSON.parse(
  process.argv[2] ?? '{}',
) as CrashTransferArguments;
const database = await openDatabase(location);
const wallet = new WalletService({
  db: database.db,
  clock: systemClock,
  onTransferStep: () => process.kill(process.pid, 'SIGKILL'),
});
try {
  if (movement === 'credit') {
    await database.db.transaction((tx) =>
      wallet.creditDeposit(tx, { playerId, currency: 'UAH', amount, provider: 'sandbox', paymentId: key }),
    );
  } else if (movement === 'withdrawal') {
    await wallet.placeHold({ playerId, currency: 'UAH', amount, kind: 'withdrawal', idempotencyKey: key });
  } else {
    await wallet.ledger.transfer(depositRequest(playerId, amount, key));
  }
} finally {
  await database.close();
}
