/**
 * The wallet's facade: what other modules may use. Money moves only through `WalletService`; a transfer that
 * cannot happen is a typed `TransferAborted`.
 */
import type { GameNames } from './game-names.ts';
import type { LedgerReconciliations } from './ledger-reconciliations.ts';
import type { LedgerReport } from './ledger-report.ts';
import type { WalletService } from './wallet.service.ts';

export { randomHouseShard } from './accounts.ts';
export type { TransferResult } from './ledger.ts';
export { TransferAborted } from './ledger.ts';
export type { BatchTransferResult } from './ledger-batch.ts';
export type { LedgerReconciliations } from './ledger-reconciliations.ts';
export type { GamePlay, LedgerDay, LedgerReport } from './ledger-report.ts';
export type { LedgerReconciliationRow } from './reconciliation.schema.ts';
export type { CheckResult, ReconciliationCheck, ReconciliationReport } from './reconciliation.ts';
export type { PlayableBalances } from './stake-split.ts';
export type { SportMovement, WalletService } from './wallet.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
    /** Where the games module provides the names the player's history shows for games. */
    walletGameNames: Pick<GameNames, 'provide'>;
    /** The brand's figures summed from the ledger: the back office's reports. */
    ledgerReport: Pick<LedgerReport, 'daily' | 'byGame' | 'roll'>;
    /** The ledger's reconciliation, recorded run by run: the schedule's, the console's and the command's. */
    ledgerReconciliations: LedgerReconciliations;
  }
}
