/**
 * `npm run bench:games`: studio spins per second end to end over HTTP with 8 and 32 concurrent players, against
 * `pgbench -b simple-update` on the same database in the same run. A spin is `POST /studio/api/play` on a real
 * server process (api and jobs roles) on PostgreSQL: the studio reserves the nonce and records the round, calls
 * the casino's seamless-wallet `bet-win` over HTTP (signed), which moves the stake and the win through the ledger
 * with its events, and the studio records the settlement. The game is the `book-of-sevens` video slot with
 * SLOT_MIN_CYCLE_MS=0 (the 2.5 s minimum cycle would otherwise cap each player at 0.4 spins/s); demo spins of the
 * same slot, measured alongside at 8 players, show the studio's own share without the casino. The spins and
 * pgbench take turns in short slices, so load from other work on the machine falls on both alike. Creates a
 * throwaway database `bench_games_<random>` on BENCH_DATABASE_URL's server and drops it afterwards. Writes the
 * results to BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import type { TransferRequest } from '../apps/server/src/modules/wallet/transfer-request.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { commandCpuMs, machineBusyMs, processCpuMs } from './support/cpu-time.ts';
import { untilApplicationGone, untilDisconnected } from './support/database-connections.ts';
import { keepAlivePoster } from './support/keep-alive-post.ts';
import { percentile, pgbench, pgbenchRun } from './support/pgbench.ts';
import { type RunningServer, startServer } from './support/server-process.ts';
import {
  type BenchPlayer,
  insertPlayers,
  signIn,
  startStudioSession,
  studioSpin,
} from './support/studio-players.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SLICES = 5;
const SLICE_S = Math.max(1, Math.round(DURATION_S / SLICES));
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const GAME = 'book-of-sevens';
/** Each player starts with 100 000.00 UAH: enough for every spin of the run at the smallest stake. */
const FUNDING = 10_000_000;
const TARGET_RATIO = 0.35;
const TARGET_CLIENTS = 8;
const TARGET_P99_MS = 50;
const post = keepAlivePoster(Math.max(...CLIENTS));

/** CPU time in milliseconds: the whole machine's busy time, and the server's, the database's and this process's share. */
interface CpuTime {
  machine: number;
  server: number;
  database: number;
  client: number;
}

interface Measured {
  spins: number;
  failures: number;
  seconds: number;
  latencies: number[];
  cpu: CpuTime;
}

const measuring = (): Measured => ({
  spins: 0,
  failures: 0,
  seconds: 0,
  latencies: [],
  cpu: { machine: 0, server: 0, database: 0, client: 0 },
});

function cpuNow(serverPid: number): CpuTime {
  const own = process.cpuUsage();
  return {
    machine: machineBusyMs(),
    server: processCpuMs(serverPid),
    database: commandCpuMs('postgres'),
    client: (own.user + own.system) / 1_000,
  };
}

/** A player's two studio sessions of the game: real money, and demo (the studio alone, no casino call). */
interface Player {
  id: number;
  login: string;
  sessions: Record<Mode, string>;
  bet: number;
}

type Mode = 'real' | 'demo';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function deposit(playerId: number): TransferRequest {
  const key = `bench-games:funding:${playerId}`;
  return {
    idempotencyKey: key,
    kind: 'deposit',
    currency: 'UAH',
    postings: [
      { account: { house: 'psp_clearing', provider: 'sandbox' }, amount: -FUNDING },
      { account: { playerId, kind: 'real' }, amount: FUNDING },
    ],
    metadata: { paymentId: key, provider: 'sandbox' },
  };
}

/** Players who may play for money (registration complete), funded through the ledger. */
async function createPlayers(db: Db, count: number): Promise<BenchPlayer[]> {
  const rows = await insertPlayers(db, count, 'benchgames');
  const ledger = new Ledger({ db });
  for (const row of rows) await ledger.transfer(deposit(row.id));
  return rows;
}

/** Signs the player in, gives the tax ID, launches the game for money and for fun, and starts both sessions. */
async function openSession(baseUrl: string, player: BenchPlayer): Promise<Player> {
  const headers = await signIn(baseUrl, player);
  const real = await startStudioSession(baseUrl, headers, GAME, 1);
  const demo = await startStudioSession(baseUrl, headers, GAME, 0);
  const bet = real.betSteps[0];
  if (bet === undefined) throw new Error('the session offers no stake');
  return { ...player, sessions: { real: real.sessionToken, demo: demo.sessionToken }, bet };
}

/** `clients` loops, each spinning for its own player, for `seconds`; adds what they did to `measured`. */
async function load(
  server: RunningServer,
  players: readonly Player[],
  mode: Mode,
  clients: number,
  seconds: number,
  measured: Measured,
): Promise<void> {
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const cpuBefore = cpuNow(server.pid);
  await Promise.all(
    players.slice(0, clients).map(async (player) => {
      while (performance.now() < deadline) {
        const began = performance.now();
        const status = await studioSpin(post, server.url, player.sessions[mode], player.bet);
        if (status === 200) {
          measured.latencies.push(performance.now() - began);
          measured.spins += 1;
        } else {
          measured.failures += 1;
        }
      }
    }),
  );
  measured.seconds += (performance.now() - started) / 1_000;
  const cpuAfter = cpuNow(server.pid);
  for (const key of Object.keys(cpuAfter) as (keyof CpuTime)[])
    measured.cpu[key] += cpuAfter[key] - cpuBefore[key];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
const ms = (value: number) => value.toFixed(2);

function summary(measured: Measured) {
  const sorted = measured.latencies.sort((a, b) => a - b);
  const perSpin = (cpu: number) => cpu / Math.max(1, measured.spins);
  return {
    rate: measured.spins / measured.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: measured.failures,
    perSpin: {
      machine: perSpin(measured.cpu.machine),
      server: perSpin(measured.cpu.server),
      database: perSpin(measured.cpu.database),
      client: perSpin(measured.cpu.client),
    },
  };
}

type Run = ReturnType<typeof summary>;

/** pgbench in the same slices: its rate, its latency, and the busy and database CPU time of one transaction. */
interface Baseline {
  tps: number;
  latency: number;
  busy: number;
  database: number;
}

/**
 * Where the CPU goes, per operation: the budget a spin must fit in to reach the target ratio on this machine is
 * the busy time of a pgbench transaction divided by that ratio. The database's own work for a spin bounds the
 * ratio from above whatever the application costs: with the server and the load client free, the machine could
 * at best give all its time to that work.
 */
function cpuReport(run: { real: Run; demo: Run | null; baseline: Baseline }): string[] {
  const { real, demo, baseline } = run;
  const line = (label: string, machine: number, server: string, database: number, client: string) =>
    `| ${label} | ${ms(machine)} | ${server} | ${ms(database)} | ${client} |`;
  const spinLine = (label: string, { perSpin }: Run) =>
    line(label, perSpin.machine, ms(perSpin.server), perSpin.database, ms(perSpin.client));
  return [
    '',
    `CPU time per operation at ${TARGET_CLIENTS} clients (ms; busy time of the whole machine, and the shares of the server process, of PostgreSQL and of the load client):`,
    '',
    '| operation | machine | server | PostgreSQL | load client |',
    '| --- | ---: | ---: | ---: | ---: |',
    line('pgbench simple-update transaction', baseline.busy, '–', baseline.database, 'pgbench'),
    spinLine('real spin', real),
    ...(demo ? [spinLine('demo spin', demo)] : []),
    '',
    `- Budget for ${percent(TARGET_RATIO)} of pgbench: a spin may use ${ms(baseline.busy / TARGET_RATIO)} ms of the machine; a real spin uses ${ms(real.perSpin.machine)} ms`,
    `- The database's work alone for a real spin is ${(real.perSpin.database / baseline.busy).toFixed(1)} pgbench transactions' worth of the machine: with a server and a load client that cost nothing, spins could reach at most **${percent(baseline.busy / real.perSpin.database)} of pgbench** here`,
  ];
}

const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
const name = `bench_games_${randomBytes(4).toString('hex')}`;
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const version = await onServer(async (client) => {
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.query(`CREATE DATABASE ${name}`);
  return rows[0]?.server_version ?? '?';
});
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const migrating = await openDatabase({ url: url.toString() });
  await migrating.migrate();
  await migrating.close();
  const db = drizzle(pool) as unknown as Db;
  server = await startServer({
    NODE_ENV: 'development',
    ROLES: 'api,jobs',
    DATABASE_URL: url.toString(),
    RATE_LIMITS: 'off',
    SLOT_MIN_CYCLE_MS: '0',
    STUDIO_WALLET_SECRET: randomBytes(24).toString('hex'),
    // For profiling the server under load, e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof.
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
  });
  const baseUrl = server.url;
  const created = await createPlayers(db, Math.max(...CLIENTS));
  const players: Player[] = [];
  for (const player of created) players.push(await openSession(baseUrl, player));
  pgbench(['-i', '-q'], url.toString());
  // Warm up (JIT, prepared statements, connections) before measuring.
  for (const mode of ['real', 'demo'] as const) {
    await load(server, players, mode, Math.max(...CLIENTS), 2, measuring());
  }

  const results = [];
  for (const clients of CLIENTS) {
    const real = measuring();
    // At the target count, demo spins in the same slices show the studio's own share of a spin.
    const demo = clients === TARGET_CLIENTS ? measuring() : null;
    const baselines: Baseline[] = [];
    for (let slice = 0; slice < SLICES; slice += 1) {
      await load(server, players, 'real', clients, SLICE_S, real);
      if (demo) await load(server, players, 'demo', clients, SLICE_S, demo);
      const before = cpuNow(server.pid);
      const run = pgbenchRun(url.toString(), clients, SLICE_S);
      await untilApplicationGone(pool, 'pgbench');
      const after = cpuNow(server.pid);
      const transactions = run.tps * SLICE_S;
      baselines.push({
        ...run,
        busy: (after.machine - before.machine) / transactions,
        database: (after.database - before.database) / transactions,
      });
    }
    const result = {
      clients,
      real: summary(real),
      demo: demo && summary(demo),
      baseline: {
        tps: mean(baselines.map((run) => run.tps)),
        latency: mean(baselines.map((run) => run.latency)),
        busy: mean(baselines.map((run) => run.busy)),
        database: mean(baselines.map((run) => run.database)),
      },
    };
    console.log(
      `${clients} players: ${result.real.rate.toFixed(0)} spins/s (p50 ${result.real.p50.toFixed(1)} ms, p99 ${result.real.p99.toFixed(1)} ms), pgbench ${result.baseline.tps.toFixed(0)} tps`,
    );
    results.push(result);
  }
  await server.stop();
  server = undefined;

  const rounds = await pool.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM studio_rounds GROUP BY status ORDER BY status',
  );
  const byStatus = rounds.rows.map((row) => `${row.count} ${row.status}`).join(', ');
  const unsettled = rounds.rows
    .filter((row) => row.status !== 'settled')
    .reduce((sum, row) => sum + row.count, 0);
  const reconciliation = await reconcile(db);

  const row = (label: string, run: Run, baseline: Baseline) =>
    `| ${label} | ${baseline.tps.toFixed(0)} | ${baseline.latency.toFixed(1)} | ${run.rate.toFixed(0)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${percent(run.rate / baseline.tps)} | ${run.failures} |`;
  const rows = results.flatMap(({ clients, real, demo, baseline }) => [
    row(`${clients}`, real, baseline),
    ...(demo ? [row(`${clients}, demo (studio alone)`, demo, baseline)] : []),
  ]);
  const atTarget = results.find((run) => run.clients === TARGET_CLIENTS);
  const ratio = atTarget ? atTarget.real.rate / atTarget.baseline.tps : 0;
  const p99 = atTarget?.real.p99 ?? Number.POSITIVE_INFINITY;
  const report = [
    `## Games: studio spins end to end against pgbench (${new Date().toISOString().slice(0, 10)})`,
    '',
    `PostgreSQL ${version} and one server process (api and jobs roles, its pool of 10 connections) on the same`,
    `machine as the load (${availableParallelism()} CPUs); ${SLICES * SLICE_S} s per measurement, in ${SLICES} slices of ${SLICE_S} s alternating with pgbench.`,
    `A spin is \`POST /studio/api/play\` of the \`${GAME}\` video slot at its smallest stake (SLOT_MIN_CYCLE_MS=0),`,
    'each player its own loop over keep-alive HTTP (`node:http`): the studio reserves the nonce and records the round, signs a',
    '`bet-win` to the casino over HTTP, the casino moves the stake and the win through the ledger with its',
    'events, and the studio records the settlement. The demo row plays the same slot on demo sessions in the same',
    'slices: the studio alone (its session, nonce, round and play money), without the casino call.',
    'pgbench: `-b simple-update -j 2`, scale 1, same database.',
    `Machine load when the run started (\`uptime\`): ${uptime}`,
    '',
    '| players | pgbench tps | pgbench avg ms | spins/s | p50 ms | p99 ms | of pgbench | failed |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `- ${TARGET_CLIENTS} players: **${percent(ratio)} of pgbench** (target at least ${percent(TARGET_RATIO)}): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    `- ${TARGET_CLIENTS} players: p99 **${p99.toFixed(1)} ms** (target under ${TARGET_P99_MS} ms): ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    ...(atTarget?.demo
      ? [
          `- Where a spin's time goes at ${TARGET_CLIENTS} players: the studio alone (demo) takes p50 ${atTarget.demo.p50.toFixed(1)} ms, a real spin p50 ${atTarget.real.p50.toFixed(1)} ms; the rest is the casino's \`bet-win\` over HTTP and its ledger transaction`,
        ]
      : []),
    `- Studio rounds afterwards: ${byStatus}; ledger reconciliation: ${reconciliation.ok ? 'clean' : 'PROBLEMS FOUND'}`,
    ...(atTarget ? cpuReport(atTarget) : []),
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('games', report);
  if (!reconciliation.ok || unsettled > 0) process.exitCode = 1;
} finally {
  await server?.stop();
  await pool.end();
  await onServer(async (client) => {
    await untilDisconnected(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
