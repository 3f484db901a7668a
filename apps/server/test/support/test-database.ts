import { type Database, openDatabase, pgliteDatabase } from '../../src/platform/db/database.ts';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-database.ts';
import { lendMigratedPglite } from './pglite-pool.ts';
import { databaseUrl, dropDatabase, lendMigratedPostgres, withServerClient } from './postgres-pool.ts';
import { newTestDatabaseName, TEST_RUN_ID_VARIABLE } from './test-database-name.ts';

export interface TestDatabase {
  database: Database;
  /** Closes every connection and gives the database back to its pool (an unmigrated one is dropped). */
  cleanup(): Promise<void>;
}

/** Which engine the suite runs on: PostgreSQL when `TEST_DATABASE_URL` names a server, else in-memory PGlite. */
export const TEST_DATABASE_KIND: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database of its own for one test file: in-memory PGlite by default, or a database on the `TEST_DATABASE_URL`
 * server. Migrated, as the run's migrated database (see the global setup): one the worker's pool put back as it
 * was migrated (pglite-pool.ts, postgres-pool.ts), or a new copy. Empty with `migrate: false` (for tests of the
 * unmigrated state).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, migrated ? migratedPostgresTemplate() : undefined);
  return createPgliteDatabase(migrated);
}

async function createPgliteDatabase(migrated: boolean): Promise<TestDatabase> {
  if (!migrated) {
    const database = await openDatabase({ inMemory: true });
    return { database, cleanup: () => database.close() };
  }
  const lent = await lendMigratedPglite(migratedPgliteDump);
  let givenBack: Promise<void> | undefined;
  const database = pgliteDatabase(lent.client, () => {
    givenBack ??= lent.giveBack();
    return givenBack;
  });
  return { database, cleanup: () => database.close() };
}

async function createPostgresDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<TestDatabase> {
  if (template) {
    const lent = await lendMigratedPostgres(serverUrl, template);
    const database = await openDatabase({ url: lent.url });
    let givenBack: Promise<void> | undefined;
    return { database, cleanup: () => (givenBack ??= database.close().then(() => lent.giveBack())) };
  }
  const name = newTestDatabaseName(process.env[TEST_RUN_ID_VARIABLE]);
  await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
