/**
 * `npm run bench:chance`: studio spins per second end to end with the demo progressive jackpot on (its games
 * include the spun slot) against no jackpot enabled, in the same run, on the same database, players and concurrency
 * (decision 036). The app runs in this process (api and jobs roles, SLOT_MIN_CYCLE_MS=0) on a throwaway database
 * `bench_chance_<random>` on BENCH_DATABASE_URL's PostgreSQL server (postgres://root@127.0.0.1:5432/postgres unless
 * told), dropped afterwards. Each player spins `book-of-sevens` for money at its smallest stake in its own keep-alive
 * loop (`POST /studio/api/play`: the studio's round, its signed `bet-win` to the casino, the stake and the win on
 * the ledger, the events). Slices with the jackpot on and off take turns (on, off, on, off, ...), so load from
 * other work falls on both alike, and the medians of each are compared. A slice is done only once every outbox
 * reader has passed the last event it wrote: its end-to-end rate counts that wait, and the time the `jackpots`
 * reader took to get there after the last spin is reported beside it. Then the reader's own time is taken apart
 * step by step on the run's stakes. BENCH_PAIRS (5), BENCH_SLICE (seconds, 5) and BENCH_PLAYERS (8) size the run;
 * it writes the results to BENCHMARKS.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  jackpotContributions,
  jackpots,
  jackpotWins,
} from '../apps/server/src/modules/chance/jackpots/jackpots.schema.ts';
import { DEMO_JACKPOT, DEMO_JACKPOT_SLUG } from '../apps/server/src/modules/chance/jackpots/jackpots.seed.ts';
import { jackpotSevens } from '../apps/server/src/modules/chance/sevens/jackpot-sevens.schema.ts';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { ownCpuMs, processCpuMs } from './support/cpu-time.ts';
import { lastOutboxEvent, startInProcessApp } from './support/in-process-app.ts';
import { profileJackpotReader, type ReaderProfile } from './support/jackpot-reader-profile.ts';
import { keepAlivePoster } from './support/keep-alive-post.ts';
import { OutboxProgressSampler, RELAY_HORIZON } from './support/outbox-progress.ts';
import { percentile } from './support/pgbench.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { insertPlayers, signIn, startStudioSession, studioSpin } from './support/studio-players.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 5);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 8);
const GAME = 'book-of-sevens';
/** Each player starts with 100 000.00 UAH: enough for every spin of the run at the smallest stake. */
const FUNDING = 10_000_000;
const READER = 'jackpots';
const POSITION_SAMPLE_MS = 20;
const TARGET_RATIO = 0.9;
/** The profile's batches are the relay's largest. */
const PROFILE = { batches: 3, batchSize: 200 };
const post = keepAlivePoster(PLAYERS);

type Mode = 'on' | 'off';

interface Spinner {
  session: string;
  bet: number;
}

/** One slice: its spins, how long they took, how long the readers took after them, and the CPU it used. */
interface Slice {
  pair: number;
  mode: Mode;
  spins: number;
  failures: number;
  spinningSeconds: number;
  /** From the first spin until every reader had passed the last event. */
  seconds: number;
  /** From the last spin's answer until the `jackpots` reader, and every reader, had passed the last event. */
  jackpotsAfterMs: number;
  readersAfterMs: number;
  /** Contribution rows the slice's stakes added: every stake's when on, none when off. */
  contributions: number;
  processMs: number;
  databaseMs: number;
  latencies: number[];
}

if (!DEMO_JACKPOT.games.includes(GAME)) throw new Error(`the demo jackpot does not feed ${GAME}`);

/**
 * On: the demo jackpot alone; off: none. The jackpot-sevens are off in both: their reader feeds its pools from the
 * same stakes, and would be measured alongside. The reader reads which jackpots are on at each batch.
 */
async function switchJackpot(database: Database, mode: Mode): Promise<void> {
  await database.db.update(jackpotSevens).set({ enabled: false });
  await database.db.update(jackpots).set({ enabled: mode === 'on' });
  if (mode === 'on')
    await database.db
      .update(jackpots)
      .set({ enabled: false })
      .where(sql`${jackpots.slug} <> ${DEMO_JACKPOT_SLUG}`);
}

/** CPU milliseconds used so far by the database's own backends (not other databases' on the same server). */
async function databaseCpu(database: Database): Promise<Map<number, number>> {
  const rows = rowsOf<{ pid: number }>(
    await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

function databaseCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function contributionCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(jackpotContributions);
  return row?.count ?? 0;
}

/** Signed-in players with money, each with a real-money session of the game. */
async function spinners(app: FastifyInstance, database: Database, baseUrl: string): Promise<Spinner[]> {
  const created = await insertPlayers(database.db, PLAYERS, 'benchchance');
  const ledger = new Ledger({ db: database.db });
  const ready: Spinner[] = [];
  for (const player of created) {
    const key = `bench-chance:funding:${player.id}`;
    await ledger.transfer({
      idempotencyKey: key,
      kind: 'deposit',
      currency: 'UAH',
      postings: [
        { account: { house: 'psp_clearing', provider: 'sandbox' }, amount: -FUNDING },
        { account: { playerId: player.id, kind: 'real' }, amount: FUNDING },
      ],
      metadata: { paymentId: key, provider: 'sandbox' },
    });
    const session = await startStudioSession(baseUrl, await signIn(baseUrl, player), GAME, 1);
    const bet = session.betSteps[0];
    if (bet === undefined) throw new Error('the session offers no stake');
    ready.push({ session: session.sessionToken, bet });
  }
  if ((await app.wallet.balance(created[0]?.id ?? 0, 'UAH')).principal < FUNDING)
    throw new Error('players not funded');
  return ready;
}

/** Spins in every player's loop for `seconds`, then waits for every reader to pass what the spins wrote. */
async function slice(
  database: Database,
  sampler: OutboxProgressSampler,
  baseUrl: string,
  players: readonly Spinner[],
  pair: number,
  mode: Mode,
  seconds: number,
): Promise<Slice> {
  await switchJackpot(database, mode);
  const contributionsBefore = await contributionCount(database);
  const measured: Slice = {
    pair,
    mode,
    spins: 0,
    failures: 0,
    spinningSeconds: 0,
    seconds: 0,
    jackpotsAfterMs: 0,
    readersAfterMs: 0,
    contributions: 0,
    processMs: 0,
    databaseMs: 0,
    latencies: [],
  };
  const databaseBefore = await databaseCpu(database);
  const processBefore = ownCpuMs();
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const began = performance.now();
        const status = await studioSpin(post, baseUrl, player.session, player.bet);
        if (status === 200) {
          measured.latencies.push(performance.now() - began);
          measured.spins += 1;
        } else {
          measured.failures += 1;
        }
      }
    }),
  );
  measured.spinningSeconds = (performance.now() - started) / 1_000;
  const spun = performance.now();
  const last = await lastOutboxEvent(database);
  // The reader under measure first: the time it is seen past the last event is its own.
  const readers = [READER, ...sampler.names().filter((name) => name !== RELAY_HORIZON && name !== READER)];
  for (const name of readers) {
    if (!(await sampler.until(name, last, 120_000)))
      throw new Error(`the ${name} reader did not catch up within 120 s`);
    if (name === READER) measured.jackpotsAfterMs = performance.now() - spun;
  }
  measured.seconds = (performance.now() - started) / 1_000;
  measured.readersAfterMs = performance.now() - spun;
  measured.processMs = ownCpuMs() - processBefore;
  measured.databaseMs = databaseCpuSince(databaseBefore, await databaseCpu(database));
  measured.contributions = (await contributionCount(database)) - contributionsBefore;
  return measured;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The medians of a mode's slices. */
function summary(slices: readonly Slice[]) {
  const latencies = slices.flatMap((entry) => entry.latencies).sort((a, b) => a - b);
  const spins = slices.reduce((sum, entry) => sum + entry.spins, 0);
  return {
    spins,
    failures: slices.reduce((sum, entry) => sum + entry.failures, 0),
    requestRate: median(slices.map((entry) => entry.spins / entry.spinningSeconds)),
    endToEndRate: median(slices.map((entry) => entry.spins / entry.seconds)),
    jackpotsAfterMs: median(slices.map((entry) => entry.jackpotsAfterMs)),
    readersAfterMs: median(slices.map((entry) => entry.readersAfterMs)),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    processPerSpin: median(slices.map((entry) => entry.processMs / Math.max(1, entry.spins))),
    databasePerSpin: median(slices.map((entry) => entry.databaseMs / Math.max(1, entry.spins))),
  };
}

/** How many stakes each contribution transfer into the demo pool carried (one each when a transfer is per stake). */
async function stakesPerTransfer(database: Database): Promise<number> {
  const [row] = rowsOf<{ stakes: number }>(
    await database.db.execute(sql`
      select coalesce(avg((metadata ->> 'stakes')::int), 1)::float8 as stakes from wallet_transfers
      where kind = 'jackpot_contribution' and metadata ->> 'jackpot' = ${DEMO_JACKPOT_SLUG}`),
  );
  return row?.stakes ?? 1;
}

/** What a spin costs the machine: this process (app and load generator) and the database's backends. */
const cpuPerSpin = (run: ReturnType<typeof summary>) => run.processPerSpin + run.databasePerSpin;

/** The demo pool's balance, what the contribution rows add up to, and the wins paid from it (with their reseeds). */
async function poolBook(app: FastifyInstance, database: Database) {
  const pool = (await app.wallet.jackpotPools('UAH')).get(DEMO_JACKPOT_SLUG) ?? 0;
  const [contributed] = await database.db
    .select({ sum: sql<number>`coalesce(sum(${jackpotContributions.amount}), 0)::bigint` })
    .from(jackpotContributions)
    .where(eq(jackpotContributions.jackpot, DEMO_JACKPOT_SLUG));
  const [won] = await database.db
    .select({
      sum: sql<number>`coalesce(sum(${jackpotWins.amount}), 0)::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(jackpotWins)
    .where(eq(jackpotWins.jackpot, DEMO_JACKPOT_SLUG));
  return {
    pool,
    contributed: Number(contributed?.sum ?? 0),
    won: Number(won?.sum ?? 0),
    wins: won?.count ?? 0,
  };
}

function profileRows(profile: ReaderProfile): string[] {
  const perStake = (value: number) => (value / Math.max(1, profile.stakes)).toFixed(3);
  const inSteps = profile.steps.reduce((sum, step) => sum + step.ms, 0);
  return [
    '| step | calls per stake | ms per stake | share of the reader |',
    '| --- | ---: | ---: | ---: |',
    ...profile.steps.map(
      (step) =>
        `| ${step.step} | ${(step.calls / profile.stakes).toFixed(2)} | ${perStake(step.ms)} | ${((step.ms / profile.totalMs) * 100).toFixed(0)}% |`,
    ),
    `| the rest (reading the event, the maths) | – | ${perStake(profile.totalMs - inSteps)} | ${(((profile.totalMs - inSteps) / profile.totalMs) * 100).toFixed(0)}% |`,
    `| **the reader, all of it** | – | **${perStake(profile.totalMs)}** | 100% |`,
    '',
    `CPU per stake of the reader: ${perStake(profile.processCpuMs)} ms in this process, ${perStake(profile.databaseCpuMs)} ms in its PostgreSQL backend.`,
  ];
}

const [loadAverage] = loadavg();
const scratch = await scratchDatabase(SERVER_URL, 'bench_chance');
const { database } = scratch;
let app: FastifyInstance | undefined;
let sampler: OutboxProgressSampler | undefined;
try {
  const started = await startInProcessApp(scratch);
  app = started.app;
  const { baseUrl } = started;
  const [engine] = rowsOf<{ version: string; name: string }>(
    await database.db.execute(
      sql`select current_setting('server_version') as version, current_database() as name`,
    ),
  );
  const databaseName = `PostgreSQL ${engine?.version} (database \`${engine?.name}\` on ${new URL(SERVER_URL).host})`;
  console.log(`running on ${databaseName}`);
  const players = await spinners(app, database, baseUrl);
  sampler = new OutboxProgressSampler(database.db, POSITION_SAMPLE_MS);
  sampler.start();
  // Warm up (JIT, prepared statements, the players' chance seeds, the pool's account) before measuring.
  for (const mode of ['on', 'off'] as const) await slice(database, sampler, baseUrl, players, 0, mode, 2);
  const bookBefore = await poolBook(app, database);
  const slices: Slice[] = [];
  for (let pair = 1; pair <= PAIRS; pair += 1) {
    for (const mode of ['on', 'off'] as const) {
      const measured = await slice(database, sampler, baseUrl, players, pair, mode, SLICE_S);
      slices.push(measured);
      console.log(
        `pair ${pair} ${mode}: ${(measured.spins / measured.seconds).toFixed(0)} spins/s end to end, ${READER} caught up ${measured.jackpotsAfterMs.toFixed(0)} ms after the last spin`,
      );
    }
  }
  await sampler.stop();
  const bookAfter = await poolBook(app, database);
  const perTransfer = await stakesPerTransfer(database);
  await switchJackpot(database, 'on');
  const profile = await profileJackpotReader(app, DEMO_JACKPOT_SLUG, PROFILE);
  const reconciliation = await reconcile(database.db);

  const on = summary(slices.filter((entry) => entry.mode === 'on'));
  const off = summary(slices.filter((entry) => entry.mode === 'off'));
  const ratio = on.endToEndRate / off.endToEndRate;
  const seed = DEMO_JACKPOT.seedAmount.UAH;
  const poolExpected =
    bookBefore.pool +
    (bookAfter.contributed - bookBefore.contributed) -
    (bookAfter.won - bookBefore.won) +
    seed * (bookAfter.wins - bookBefore.wins);
  const onStakes = slices.filter((entry) => entry.mode === 'on');
  const countedOnce =
    onStakes.every((entry) => entry.contributions === entry.spins) &&
    slices.every((entry) => entry.mode === 'on' || entry.contributions === 0);
  const sliceRow = (entry: Slice) =>
    `| ${entry.pair} | ${entry.mode} | ${entry.spins} | ${entry.contributions} | ${(entry.spins / entry.spinningSeconds).toFixed(0)} | ${entry.jackpotsAfterMs.toFixed(0)} | ${entry.readersAfterMs.toFixed(0)} | ${(entry.spins / entry.seconds).toFixed(0)} |`;
  const row = (label: string, run: ReturnType<typeof summary>) =>
    `| ${label} | ${run.spins} | ${run.requestRate.toFixed(0)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.jackpotsAfterMs.toFixed(0)} | ${run.readersAfterMs.toFixed(0)} | ${run.endToEndRate.toFixed(0)} | ${((run.endToEndRate / off.endToEndRate) * 100).toFixed(0)}% | ${run.processPerSpin.toFixed(2)} | ${run.databasePerSpin.toFixed(2)} | ${run.failures} |`;
  const report = [
    `## Chance: jackpot contributions on against off (${new Date().toISOString().slice(0, 10)})`,
    '',
    `One server process (api and jobs roles) with the load generator in it, on ${databaseName}, on a`,
    `${availableParallelism()}-CPU machine. ${PLAYERS} players, each its own keep-alive loop of \`POST /studio/api/play\` (\`${GAME}\` at its smallest`,
    "stake, SLOT_MIN_CYCLE_MS=0: the studio's round, its signed `bet-win` to the casino, the stake and the win on the",
    `ledger, the events). "On": the demo jackpot \`${DEMO_JACKPOT_SLUG}\` (1% of each real-money stake in its games, \`${GAME}\``,
    `among them, and one trigger draw per stake); "off": no jackpot enabled. ${PAIRS} pairs of ${SLICE_S} s slices taken in turn`,
    '(on, off, on, off, ...), medians of each compared. A slice is done once every outbox reader has passed the last',
    "event its spins wrote: the end-to-end rate counts that wait; the readers' times are from the last spin's answer to",
    `the first sample (every ${POSITION_SAMPLE_MS} ms) of the reader's committed position past the last event.`,
    `Load average when the run started: ${loadAverage?.toFixed(1)} (above ${availableParallelism()} means other work shares the cores).`,
    '',
    '| jackpot | spins | spins/s requests | p50 ms | p99 ms | `jackpots` caught up, ms after | every reader, ms after | spins/s end to end | of off | CPU ms per spin, this process | PostgreSQL (this database) | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('off (baseline)', off),
    row('on', on),
    '',
    '<details><summary>Each slice</summary>',
    '',
    '| pair | jackpot | spins | contribution rows | spins/s requests | `jackpots` caught up, ms after | every reader, ms after | spins/s end to end |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...slices.map(sliceRow),
    '',
    '</details>',
    '',
    `Where the \`${READER}\` reader's time goes: the run's latest ${profile.stakes} stakes handed again, in ${profile.batches} batches of`,
    `${PROFILE.batchSize} (the relay's largest), to the reader with each step timed, in transactions rolled back, with no spins running (other work on the`,
    'machine goes on):',
    '',
    ...profileRows(profile),
    '',
    `- Spins end to end, jackpot on / off: **${ratio.toFixed(2)}x** (target at least ${TARGET_RATIO}x): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; requests alone ${(on.requestRate / off.requestRate).toFixed(2)}x`,
    `- CPU per spin (this process and this database's backends), off / on: **${(cpuPerSpin(off) / cpuPerSpin(on)).toFixed(2)}x**: what the rate ratio would be on a machine the run had to itself and kept busy`,
    `- Stakes per contribution transfer into the pool during the run: ${perTransfer.toFixed(1)} on average`,
    `- Every stake counted once: ${countedOnce ? 'yes' : 'NO'} (a contribution row per stake of the on slices, none in the off slices); the pool holds ${bookAfter.pool} kopecks, ${bookAfter.pool === poolExpected ? 'exactly' : `NOT ${poolExpected} as`} its opening, the contribution rows and ${bookAfter.wins - bookBefore.wins} wins with their reseeds make it`,
    `- Ledger reconciliation: ${reconciliation.ok ? 'clean' : 'PROBLEMS FOUND'}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('chance', report);
  if (!reconciliation.ok || !countedOnce || bookAfter.pool !== poolExpected || on.failures + off.failures > 0)
    process.exitCode = 1;
} finally {
  await sampler?.stop();
  await app?.close();
  await database.close();
  await scratch.drop();
}
