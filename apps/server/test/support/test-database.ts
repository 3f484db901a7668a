import pg from 'pg';
import { untilDisconnected } from '../../../../scripts/support/database-connections.ts';
import { type Database, openDatabase, pgliteDatabase } from '../../src/platform/db/database.ts';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-database.ts';
import { lendMigratedPglite } from './pglite-pool.ts';
import { newTestDatabaseName, TEST_RUN_ID_VARIABLE } from './test-database-name.ts';

export interface TestDatabase {
  database: Database;
  /** Closes every connection and, on PostgreSQL, drops the throwaway database. */
  cleanup(): Promise<void>;
}

/** Which engine the suite runs on: PostgreSQL when `TEST_DATABASE_URL` names a server, else in-memory PGlite. */
export const TEST_DATABASE_KIND: Database['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database of its own for one test file: in-memory PGlite by default (one the worker's pool put back as migrated,
 * pglite-pool.ts, or a new copy), or a new database created on the `TEST_DATABASE_URL` server. Migrated, as the
 * run's migrated database (see the global setup), unless `migrate: false` (for tests of the unmigrated state).
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
  const name = newTestDatabaseName(process.env[TEST_RUN_ID_VARIABLE]);
  await withServerClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await withServerClient(serverUrl, async (client) => {
        await untilDisconnected(client, name);
        // A connection still open (a test that forgot to close something) would make DROP DATABASE fail.
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      });
    },
  };
}

async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
