import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { untilDisconnected } from './database-connections.ts';

export interface Scratch {
  database: Database;
  /** The app's DATA_DIR, and the PGlite database's folder under it. */
  dataDir: string;
  /** The scratch PostgreSQL database, if the app runs on one. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A database of a benchmark's own, migrated by whoever opens the app on it: a PGlite folder in a new temporary
 * directory, or, given a PostgreSQL server's URL, a new database `<prefix>_<random>` on that server. `drop()`
 * removes either once the database is closed.
 */
export async function scratchDatabase(serverUrl: string | undefined, prefix: string): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    return { database, dataDir, drop: async () => removeDataDir() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const onServer = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await onServer((client) => client.query(`CREATE DATABASE ${name}`).then(() => undefined));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dataDir,
    url: url.toString(),
    drop: async () => {
      removeDataDir();
      await onServer(async (client) => {
        await untilDisconnected(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
