/**
 * `npm run wallet:reconcile`: checks the ledger of the database `npm start` uses (DATABASE_URL, or the PGlite
 * folder under DATA_DIR; stop the server first when it is PGlite, which one process at a time may open) and prints
 * the report. Exits 1 when any check finds a problem, so it can run from cron or a deploy pipeline.
 */
import path from 'node:path';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
);
try {
  // A check changes nothing, not even the schema: an unmigrated database is reported, not migrated.
  if (!(await database.isReady()))
    throw new Error('the database is not migrated: start the server once first');
  const report = await reconcile(database.db);
  const { accounts, transfers, entries, activeHolds } = report.counted;
  console.log(
    `Ledger: ${accounts} accounts, ${transfers} transfers, ${entries} entries, ${activeHolds} active holds (${report.durationMs} ms)`,
  );
  for (const [name, check] of Object.entries(report.checks)) {
    console.log(
      `${check.problems === 0 ? 'ok  ' : 'FAIL'} ${name}${check.problems ? `: ${check.problems}` : ''}`,
    );
    for (const sample of check.samples) console.log(`       ${JSON.stringify(sample)}`);
  }
  console.log(report.ok ? 'The ledger reconciles.' : 'The ledger does NOT reconcile.');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
