import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { players } from '../apps/server/src/modules/accounts/players/players.schema.ts';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import type { TransferRequest } from '../apps/server/src/modules/wallet/transfer-request.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { untilDisconnected } from './support/database-connections.ts';
import { percentile, pgbench, pgbenchRun } from './support/pgbench.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Each measurement is cut into slices taken in turn (ledger, ledger through one provider, pgbench, and again), so
 * load from other work on the machine falls on all three alike instead of on whichever ran at a bad moment.
 */
const SLICES = 5;
const SLICE_S = Math.max(1, Math.round(DURATION_S / SLICES));
const CLIENTS = [1, 8, 32];
const PLAYERS = 256;
const TARGET_RATIO = 0.5;
const TARGET_CLIENTS = 8;

/** What one side did over its slices. */
interface Measured {
  transfers: number;
  seconds: number;
  latencies: number[];
}

interface Run {
  tps: number;
  p50: number;
  p99: number;
}

/** How each client's transfers reach the house: its own provider, or all through one provider's shards. */
type HouseSide = 'provider-per-client' | 'one-provider';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A deposit credit: the commonest player transfer, one house posting and one player posting. */
function deposit(playerId: number, provider: string, key: string): TransferRequest {
  return {
    idempotencyKey: key,
    kind: 'deposit',
    currency: 'UAH',
    postings: [
      { account: { house: 'psp_clearing', provider }, amount: -1_000 },
      { account: { playerId, kind: 'real' }, amount: 1_000 },
    ],
    metadata: { paymentId: key, provider },
  };
}

async function createPlayers(db: Db): Promise<number[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: PLAYERS }, (_, index) => ({
        brand: 'king',
        login: `bench${tag}${index}`,
        email: `bench-${tag}-${index}@example.com`,
        primaryContact: 'email' as const,
        passwordHash: 'not-a-hash',
        registration: { source: null, flow: null, variant: null, funnelType: null },
      })),
    )
    .returning({ id: players.id });
  return rows.map((row) => row.id);
}

/**
 * `clients` loops, each moving money for its own players (so the run measures the ledger, not one player's row
 * lock), for `seconds`; adds what they did to `measured`.
 */
async function load(
  ledger: Ledger,
  players: readonly number[],
  clients: number,
  house: HouseSide,
  seconds: number,
  measured: Measured,
): Promise<void> {
  const run = randomBytes(3).toString('hex');
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const own = players.filter((_, index) => index % clients === client);
      const provider = house === 'one-provider' ? 'sandbox' : `bench-${client}`;
      for (let sequence = 0; performance.now() < deadline; sequence += 1) {
        const playerId = own[sequence % own.length] as number;
        const began = performance.now();
        await ledger.transfer(deposit(playerId, provider, `bench:${run}:${client}:${sequence}`));
        measured.latencies.push(performance.now() - began);
        measured.transfers += 1;
      }
    }),
  );
  measured.seconds += (performance.now() - started) / 1_000;
}

function summary(measured: Measured): Run {
  const sorted = measured.latencies.sort((a, b) => a - b);
  return {
    tps: measured.transfers / measured.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

const [loadAverage] = loadavg();
const name = `bench_wallet_${randomBytes(4).toString('hex')}`;
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const version = await onServer(async (client) => {
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.query(`CREATE DATABASE ${name}`);
  return rows[0]?.server_version ?? '?';
});
const pool = new pg.Pool({ connectionString: url.toString(), max: Math.max(...CLIENTS) });
try {
  const migrating = await openDatabase({ url: url.toString() });
  await migrating.migrate();
  await migrating.close();
  const db = drizzle(pool) as unknown as Db;
  const ledger = new Ledger({ db });
  const players = await createPlayers(db);
  for (const playerId of players)
    await ledger.transfer(deposit(playerId, 'sandbox', `bench:funding:${playerId}`));
  pgbench(['-i', '-q'], url.toString());
  // Warm up (JIT, every house shard and provider account created and its id cached) before measuring.
  const warmUp: Measured = { transfers: 0, seconds: 0, latencies: [] };
  await load(ledger, players, Math.max(...CLIENTS), 'provider-per-client', 2, warmUp);
  await load(ledger, players, Math.max(...CLIENTS), 'one-provider', 2, warmUp);

  const results = [];
  for (const clients of CLIENTS) {
    const spread: Measured = { transfers: 0, seconds: 0, latencies: [] };
    const shared: Measured = { transfers: 0, seconds: 0, latencies: [] };
    const baselines: { tps: number; latency: number }[] = [];
    for (let slice = 0; slice < SLICES; slice += 1) {
      await load(ledger, players, clients, 'provider-per-client', SLICE_S, spread);
      await load(ledger, players, clients, 'one-provider', SLICE_S, shared);
      baselines.push(pgbenchRun(url.toString(), clients, SLICE_S));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const baseline = {
      tps: mean(baselines.map((run) => run.tps)),
      latency: mean(baselines.map((run) => run.latency)),
    };
    const result = { clients, spread: summary(spread), shared: summary(shared), baseline };
    console.log(
      `${clients} clients: ${result.spread.tps.toFixed(0)} tps (provider per client), ${result.shared.tps.toFixed(0)} tps (one provider), pgbench ${baseline.tps.toFixed(0)} tps`,
    );
    results.push(result);
  }
  const reconciliation = await reconcile(db);

  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const rows = results.map(({ clients, spread, shared, baseline }) => {
    const cell = (run: Run) =>
      `${run.tps.toFixed(0)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${percent(run.tps / baseline.tps)}`;
    return `| ${clients} | ${baseline.tps.toFixed(0)} | ${baseline.latency.toFixed(1)} | ${cell(spread)} | ${cell(shared)} |`;
  });
  const atTarget = results.find((result) => result.clients === TARGET_CLIENTS);
  const ratio = atTarget ? atTarget.shared.tps / atTarget.baseline.tps : 0;
  const widest = results.at(-1);
  const houseRatio = widest ? widest.shared.tps / widest.spread.tps : 0;
  const report = [
    `## Wallet: ledger transfers against pgbench (${new Date().toISOString().slice(0, 10)})`,
    '',
    `PostgreSQL ${version} on the same machine as the load (${availableParallelism()} CPUs); ${SLICES * SLICE_S} s per`,
    `measurement, taken in ${SLICES} slices of ${SLICE_S} s that alternate with the other two measurements at that client count.`,
    'A transfer is a deposit credit through `Ledger.transfer`: one prepared statement, its own transaction (both',
    'postings, the transfer, its entries and its outbox event), driven from one Node process with one pooled',
    `connection per client; each client credits its own players (${PLAYERS} in all), so no player row is shared.`,
    '"Provider per client": no house row is shared either. "One provider": every transfer draws on the same',
    'clearing account (16 shards). pgbench: `-b simple-update -j 2`, scale 1, same database; tps averaged over its slices.',
    `Load average when the run started: ${loadAverage?.toFixed(1)} (above ${availableParallelism()} means other work shares the cores).`,
    '',
    '| clients | pgbench tps | pgbench avg ms | provider per client tps | p50 ms | p99 ms | of pgbench | one provider tps | p50 ms | p99 ms | of pgbench |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `- One provider at ${TARGET_CLIENTS} clients: **${percent(ratio)} of pgbench** (target at least ${percent(TARGET_RATIO)}): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    `- One provider at ${widest?.clients} clients runs at **${percent(houseRatio)}** of the rate with no shared house row: ${houseRatio >= 0.8 ? 'no hot house account' : 'the house account is a bottleneck'}`,
    '- Per transfer: 1 round trip. The first version took 5 (BEGIN, two postings, the record, COMMIT), planned',
    '  3 statements each time, and reached 15-18% of pgbench at 8 clients on this machine.',
    `- Reconciliation afterwards: ${reconciliation.counted.transfers} transfers, ${reconciliation.counted.entries} entries, ${reconciliation.ok ? 'clean' : 'PROBLEMS FOUND'}, in ${reconciliation.durationMs} ms`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('wallet', report);
  if (!reconciliation.ok) process.exitCode = 1;
} finally {
  await pool.end();
  await onServer(async (client) => {
    await untilDisconnected(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
