import pg from 'pg';
import { untilDisconnected } from '../../../../scripts/support/database-connections.ts';
import { newTestDatabaseName, TEST_RUN_ID_VARIABLE } from './test-database-name.ts';

export interface EmptyPostgresDatabase {
  /** The database's URL, for whatever opens connections of its own (several nodes, server processes). */
  url: string;
  /** Ends whatever is still connected and drops the database. */
  drop(): Promise<void>;
}

/** A new, empty database on the server named by `serverUrl` (TEST_DATABASE_URL), neither migrated nor seeded. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<EmptyPostgresDatabase> {
  const name = newTestDatabaseName(process.env[TEST_RUN_ID_VARIABLE]);
  const admin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        await untilDisconnected(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
