import { userInfo } from 'node:os';
import { actingAs } from '../../apps/server/src/modules/audit/audit-context.ts';
import { type Config, loadConfig } from '../../apps/server/src/platform/config.ts';
import {
  type Database,
  databaseLocationOf,
  openDatabase,
} from '../../apps/server/src/platform/db/database.ts';
import { AppError } from '../../apps/server/src/platform/http/app-error.ts';

/**
 * Runs a development operator command (`npm run <name>`) on the database `npm start` uses: DATABASE_URL, or the
 * PGlite folder under DATA_DIR (stop the server first: one process at a time may open it). It refuses production
 * (operators get a back office), migrates, runs `work` as the operator of this machine's account, so the audit trail
 * names them, prints a refusal of the domain as `code: message` with exit code 1, and closes the database.
 */
export async function runOperatorCommand(
  name: string,
  work: (context: { config: Config; database: Database }) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  if (config.isProduction) {
    console.error(`npm run ${name} is a development command; it does not run with NODE_ENV=production`);
    process.exit(1);
  }
  const database = await openDatabase(databaseLocationOf(config));
  try {
    await database.migrate();
    const operator = { actor: { kind: 'operator' as const, id: userInfo().username } };
    await actingAs(operator, () => work({ config, database }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`${error.code}: ${error.message}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
