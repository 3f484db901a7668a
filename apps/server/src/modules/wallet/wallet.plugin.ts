import { defineModule, servesRequests } from '../../platform/module.ts';
import { LedgerReconciliations } from './ledger-reconciliations.ts';
import { LedgerReport } from './ledger-report.ts';
import { LedgerRollupRepository } from './ledger-rollup.repository.ts';
import { ReconciliationRunsRepository } from './reconciliation-runs.repository.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';
import { WalletHistory } from './wallet-history.ts';

/**
 * The ledger: the only writer of money. Releases balance holds whose time has come, and sums the ledger by day
 * for the back office's reports; reconciles the whole ledger on a schedule and keeps every run.
 */
export const walletPlugin = defineModule('wallet', { dependencies: ['accounts'] }, async (app) => {
  const { db, clock, config } = app.platform;
  const wallet = new WalletService({ db, clock, stakeOrder: config.bonusStakeOrder });
  const history = new WalletHistory({ db, clock });
  app.decorate('wallet', wallet);
  app.decorate('walletGameNames', history.gameNames);
  const report = new LedgerReport(new LedgerRollupRepository(db));
  app.decorate('ledgerReport', report);
  app.jobs.periodic({ name: 'ledger-rollup', everyMs: 60_000, run: () => report.roll(clock.now()) });
  const reconciliations = new LedgerReconciliations({
    db,
    clock,
    runs: new ReconciliationRunsRepository(db),
    log: app.log,
  });
  app.decorate('ledgerReconciliations', reconciliations);
  app.jobs.periodic({
    name: 'ledger-reconcile',
    cron: config.ledgerReconcileCron,
    run: () => reconciliations.runScheduled(),
  });
  app.jobs.periodic({ name: 'release-due-holds', everyMs: 30_000, run: () => wallet.releaseDueHolds() });
  if (servesRequests(app))
    walletRoutes(app, {
      wallet,
      history,
      currencyOf: (playerId) => app.accounts.players.currencyOf(playerId),
    });
});
