/**
 * `npm run test:pg`: runs the server's Vitest suite on PostgreSQL. Each test file gets a database of its own on the
 * server named by TEST_DATABASE_URL (default: the local server), which its worker puts back as migrated for the
 * next file (apps/server/test/support/postgres-pool.ts); this script checks the server answers first, and drops
 * the databases afterwards, failing on any a test file left behind.
 *
 * TEST_DATABASE_URLS (comma-separated) names several servers: the files are split into as many shards, each run on
 * a server of its own at the same time. One server runs one file at a time: the outbox relays only what committed
 * before every transaction still open on the server, in any database, so a second file's transactions would hold
 * back the relay the first file awaits. Servers of their own share no transactions.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { IDLE_COMMENT } from '../apps/server/test/support/postgres-pool.ts';
import { TEST_RUN_ID_VARIABLE, testDatabasePrefix } from '../apps/server/test/support/test-database-name.ts';
import { ensureWebBuild } from './support/ensure-web-build.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const serverUrls = (
  process.env.TEST_DATABASE_URLS ??
  process.env.TEST_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/postgres'
)
  .split(',')
  .map((url) => url.trim())
  .filter((url) => url !== '');
const runId = randomBytes(4).toString('hex');

/** The server URL without its password, for messages. */
function printable(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

for (const url of serverUrls) {
  try {
    const version = await withClient(url, (client) =>
      client.query<{ server_version: string }>('SHOW server_version'),
    );
    console.log(`PostgreSQL ${version.rows[0]?.server_version} at ${new URL(url).host}`);
  } catch (error) {
    console.error(`Cannot reach PostgreSQL at ${printable(url)}: ${(error as Error).message}`);
    console.error(
      'Start it (e.g. pg_ctlcluster --skip-systemctl-redirect 15 main start) or set TEST_DATABASE_URL.',
    );
    process.exit(1);
  }
}

/**
 * One shard of the server's test files on one server; with several shards, each line is printed as it comes, named
 * by its server. The files under `test/` only: the module's own unit tests under `src/` touch no database and have
 * run with `npm test`, as have the web's and the packages'.
 */
function runShard(url: string, index: number): Promise<number> {
  const shard = serverUrls.length > 1 ? [`--shard=${index + 1}/${serverUrls.length}`] : [];
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['apps/server/test'];
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server',
    '--no-file-parallelism',
    ...shard,
    ...paths,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: serverUrls.length > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, [TEST_RUN_ID_VARIABLE]: runId, SKIP_WEB_BUILD: '1' },
  });
  const label = `[${new URL(url).host}] `;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(label + line));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

// Built once here, not by each shard's setup at the same time into the same folder.
if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
const statuses = await Promise.all(serverUrls.map((url, index) => runShard(url, index)));

// The workers' pools leave their idle databases, marked so; any other database left behind means a test file did
// not clean up: all are dropped, and the run fails on the others so they get fixed.
let failed = statuses.some((status) => status !== 0);
for (const url of serverUrls) {
  const leftovers = await withClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string; idle: boolean }>(
      `SELECT datname, shobj_description(oid, 'pg_database') IS NOT DISTINCT FROM $2 AS idle
         FROM pg_database WHERE starts_with(datname, $1)`,
      [testDatabasePrefix(runId), IDLE_COMMENT],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return rows.filter((row) => !row.idle).map((row) => row.datname);
  });
  if (leftovers.length) {
    console.error(
      `Test files left ${leftovers.length} database(s) behind on ${new URL(url).host} (now dropped): ${leftovers.join(', ')}`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
