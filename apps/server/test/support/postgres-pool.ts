import pg from 'pg';
import { untilDisconnected } from '../../../../scripts/support/database-connections.ts';
import { keepPristineRows, type SqlSession, schemaOf } from './pristine-database.ts';
import { newTestDatabaseName, TEST_RUN_ID_VARIABLE } from './test-database-name.ts';

/**
 * The migrated PostgreSQL databases of one test worker, reused from file to file: a copy of the template takes
 * the server most of a second, putting a used one back as it was migrated a few milliseconds
 * (pristine-database.ts). One whose schema a test changed is dropped. The idle ones left when the worker ends are
 * marked so (`IDLE_COMMENT`): `npm run test:pg` drops them, and fails on any other database a file left behind.
 */

/** Idle databases kept per worker: a file rarely uses more than two at once. */
const IDLE_KEPT = 2;
/** The comment on a database waiting in a worker's pool: not a leftover of a file that forgot to clean up. */
export const IDLE_COMMENT = 'idle test database';

interface Pooled {
  name: string;
  restore: string;
  schema: string;
}

const idle: Pooled[] = [];

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServerClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function sessionOf(client: pg.Client): SqlSession {
  return {
    query: async <Row>(text: string) => ({ rows: (await client.query(text)).rows as Row[] }),
    exec: (text) => client.query(text),
  };
}

/**
 * A migrated database for one file: an idle one of this worker's, or a new copy of `template`. `giveBack` puts it
 * back once the file has closed its connections.
 */
export async function lendMigratedPostgres(
  serverUrl: string,
  template: string,
): Promise<{ url: string; giveBack(): Promise<void> }> {
  const pooled = idle.pop() ?? (await created(serverUrl, template));
  await withServerClient(serverUrl, (client) => client.query(`COMMENT ON DATABASE ${pooled.name} IS NULL`));
  return { url: databaseUrl(serverUrl, pooled.name), giveBack: () => putBack(serverUrl, pooled) };
}

async function created(serverUrl: string, template: string): Promise<Pooled> {
  const name = newTestDatabaseName(process.env[TEST_RUN_ID_VARIABLE]);
  await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return withServerClient(databaseUrl(serverUrl, name), async (client) => {
    const session = sessionOf(client);
    const restore = await keepPristineRows(session);
    return { name, restore, schema: await schemaOf(session) };
  });
}

async function putBack(serverUrl: string, pooled: Pooled): Promise<void> {
  await disconnectAll(serverUrl, pooled.name);
  const renamed = idle.length < IDLE_KEPT ? await rename(serverUrl, pooled.name) : null;
  const reused =
    renamed !== null &&
    (await withServerClient(databaseUrl(serverUrl, renamed), async (client) => {
      const session = sessionOf(client);
      if ((await schemaOf(session)) !== pooled.schema) return false;
      await session.exec(pooled.restore);
      return true;
    }).catch(() => false));
  if (!reused) {
    await dropDatabase(serverUrl, renamed ?? pooled.name);
    return;
  }
  await withServerClient(serverUrl, (client) =>
    client.query(`COMMENT ON DATABASE ${renamed} IS '${IDLE_COMMENT}'`),
  );
  idle.push({ ...pooled, name: renamed });
}

/**
 * Gives the database a new name before it is put back: anything of the finished file still holding its address (a
 * pool that reconnects, an app whose timers outlived it) then finds no database, instead of reading and writing
 * the next file's data. Null when a connection came back before the rename could happen.
 */
async function rename(serverUrl: string, name: string): Promise<string | null> {
  const next = newTestDatabaseName(process.env[TEST_RUN_ID_VARIABLE]);
  return withServerClient(serverUrl, (client) => client.query(`ALTER DATABASE ${name} RENAME TO ${next}`))
    .then(() => next)
    .catch(() => null);
}

/** Waits for the file's connections to close, and ends any it left open (a test that forgot to close one). */
async function disconnectAll(serverUrl: string, name: string): Promise<void> {
  await withServerClient(serverUrl, async (client) => {
    await untilDisconnected(client, name);
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await disconnectAll(serverUrl, name);
  await withServerClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
}
