/**
 * `npm run wallet:reconcile`: checks the ledger of the database `npm start` uses (DATABASE_URL, or the PGlite
 * folder under DATA_DIR; stop the server first when it is PGlite, which one process at a time may open) and prints
 * the report, recording the run with the scheduled and the console's ones. Exits 1 when any check finds a problem,
 * so it can run from cron or a deploy pipeline.
 */
import path from 'node:path';
import { RECONCILIATION_CHECKS } from '@casino/contracts/backoffice';
import { LedgerReconciliations } from '../apps/server/src/modules/wallet/ledger-reconciliations.ts';
import { ReconciliationRunsRepository } from '../apps/server/src/modules/wallet/reconciliation-runs.repository.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
);
try {
  // A check changes nothing but its own record, not even the schema: an unmigrated database is reported, not
  // migrated.
  if (!(await database.isReady()))
    throw new Error('the database is not migrated: start the server once first');
  const reconciliations = new LedgerReconciliations({
    db: database.db,
    clock: systemClock,
    runs: new ReconciliationRunsRepository(database.db),
    log: { error: (details, message) => console.error(`${message}: ${JSON.stringify(details)}`) },
  });
  const run = await reconciliations.run('command');
  const { accounts, transfers, entries, activeHolds } = run.counted ?? {};
  console.log(
    `Ledger: ${accounts} accounts, ${transfers} transfers, ${entries} entries, ${activeHolds} active holds (${run.durationMs} ms, run ${run.id})`,
  );
  for (const name of RECONCILIATION_CHECKS) {
    const check = run.problems?.[name];
    if (!check) continue;
    console.log(
      `${check.problems === 0 ? 'ok  ' : 'FAIL'} ${name}${check.problems ? `: ${check.problems}` : ''}`,
    );
    for (const sample of check.samples) console.log(`       ${JSON.stringify(sample)}`);
  }
  console.log(run.ok ? 'The ledger reconciles.' : 'The ledger does NOT reconcile.');
  process.exitCode = run.ok ? 0 : 1;
} finally {
  await database.close();
}
