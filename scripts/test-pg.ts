/**
 * `npm run test:pg`: runs the server's Vitest suite on PostgreSQL. Each test file creates its own throwaway database on
 * the server named by TEST_DATABASE_URL (default: the local server) and drops it afterwards; this script checks
 * the server answers first and that no test file left a database behind.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_RUN_ID_VARIABLE, testDatabasePrefix } from '../apps/server/test/support/test-database-name.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const runId = randomBytes(4).toString('hex');

/** The server URL without its password, for messages. */
function printable(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

try {
  const version = await withClient((client) =>
    client.query<{ server_version: string }>('SHOW server_version'),
  );
  console.log(`PostgreSQL ${version.rows[0]?.server_version} at ${new URL(serverUrl).host}`);
} catch (error) {
  console.error(`Cannot reach PostgreSQL at ${printable(serverUrl)}: ${(error as Error).message}`);
  console.error(
    'Start it (e.g. pg_ctlcluster --skip-systemctl-redirect 15 main start) or set TEST_DATABASE_URL.',
  );
  process.exit(1);
}

// The server's files: the others (the web's, the packages') touch no database and have run with `npm test`.
// One file at a time: the outbox relays only what committed before every transaction still open on the
// server, in any database, so a second file's transactions would hold back the relay the first file awaits.
const vitestArgs = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'server',
  '--no-file-parallelism',
  ...process.argv.slice(2),
];
const run = spawnSync(process.execPath, vitestArgs, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: serverUrl, [TEST_RUN_ID_VARIABLE]: runId },
});

// A database left behind means a test file did not clean up: drop it, and fail the run so it gets fixed.
const leftovers = await withClient(async (client) => {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [testDatabasePrefix(runId)],
  );
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  return rows.map((row) => row.datname);
});
if (leftovers.length) {
  console.error(
    `Test files left ${leftovers.length} database(s) behind (now dropped): ${leftovers.join(', ')}`,
  );
  process.exit(1);
}
process.exit(run.status ?? 1);
