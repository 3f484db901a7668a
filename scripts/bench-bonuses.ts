/**
 * `npm run bench:bonuses`: studio spins per second for players wagering a deposit bonus, against players without
 * one in the same run, and how far the `bonuses` subscriber's wagering lags the stakes under that load
 * (decision 027). The app runs in this process (api and jobs roles, SLOT_MIN_CYCLE_MS=0) on embedded PGlite, or
 * on a throwaway database `bench_bonuses_<random>` on DATABASE_URL's server when it is set (dropped afterwards).
 * Every player makes a card deposit through the cash desk and the sandbox provider; half of them choose the
 * seeded `welcome-100` bonus for it, which the subscriber grants from the deposit's event. Then each player spins
 * `book-of-sevens` for money at its smallest stake in its own keep-alive loop (`POST /studio/api/play`: the
 * studio's round, its signed `bet-win` to the casino, the stake and the win on the ledger, the max-bet guard, the
 * events). The two groups take turns in short slices, so load from other work falls on both alike; a slice ends
 * once the subscriber has passed every event written in it, so each group's rate pays for its own wagering work.
 * The lag is read from outside, by sampling the subscribers' positions and the relay's horizon; the other
 * subscribers' lag over the same bets tells what the wagering adds to what every subscriber waits for.
 * BENCH_DURATION (seconds per group, 20) and BENCH_PLAYERS (per group, 8) size the run; it writes the results to
 * BENCHMARKS.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bonusTemplates, playerBonuses } from '../apps/server/src/modules/bonuses/bonuses.schema.ts';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { cardDeposit } from './support/card-deposit.ts';
import { commandCpuMs, ownCpuMs } from './support/cpu-time.ts';
import { startInProcessApp } from './support/in-process-app.ts';
import { keepAlivePoster } from './support/keep-alive-post.ts';
import { type OutboxPlace, OutboxProgressSampler, RELAY_HORIZON } from './support/outbox-progress.ts';
import { percentile } from './support/pgbench.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import {
  type BenchPlayer,
  insertPlayers,
  signIn,
  startStudioSession,
  studioSpin,
} from './support/studio-players.ts';

/** Seconds of spins per group, in slices that alternate between the groups. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const SLICES = 5;
const SLICE_S = Math.max(1, DURATION_S / SLICES);
/** Players in each group, each spinning in its own loop. */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 8);
const GAME = 'book-of-sevens';
const BONUS = 'welcome-100';
/**
 * Each player deposits 10 000 UAH: `welcome-100` gives as much again (its cap) to wager ten times, 100 000 UAH,
 * which spins at the smallest stake never get through in a run, so the bonus stays in wagering throughout.
 */
const DEPOSIT = 1_000_000;
const POSITION_SAMPLE_MS = 20;
const TARGET_RATIO = 0.8;
const TARGET_LAG_P99_MS = 1_000;
const SUBSCRIBER = 'bonuses';
const post = keepAlivePoster(2 * PLAYERS);

type Group = 'plain' | 'bonus';

interface Spinner extends BenchPlayer {
  session: string;
  bet: number;
}

interface Measured {
  spins: number;
  failures: number;
  /** Spinning alone. */
  spinningSeconds: number;
  /** Spinning, and then waiting for the subscriber to pass what the spins wrote. */
  seconds: number;
  latencies: number[];
  /**
   * CPU milliseconds of this process (the app, the load generator and, on PGlite, the database) and of the
   * PostgreSQL processes (0 on PGlite): unlike the machine's busy time, not swollen by other work on the machine.
   */
  processMs: number;
  databaseMs: number;
}

const measuring = (): Measured => ({
  spins: 0,
  failures: 0,
  spinningSeconds: 0,
  seconds: 0,
  latencies: [],
  processMs: 0,
  databaseMs: 0,
});

async function templateId(database: Database, slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: bonusTemplates.id })
    .from(bonusTemplates)
    .where(eq(bonusTemplates.slug, slug));
  if (!row) throw new Error(`no bonus template ${slug}`);
  return row.id;
}

/** Polls `done` every 200 ms for up to a minute; throws with `what` if it never holds. */
async function eventually(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: still not done after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The group's players, signed in, with their deposit credited (and for the bonus group their bonus granted and
 * active) and a real-money session of the game.
 */
async function group(
  database: Database,
  app: FastifyInstance,
  baseUrl: string,
  bonusId: number | null,
): Promise<Spinner[]> {
  const created = await insertPlayers(database.db, PLAYERS, bonusId ? 'benchbonus' : 'benchplain');
  const spinners: Spinner[] = [];
  for (const player of created) {
    const headers = await signIn(baseUrl, player);
    await cardDeposit(baseUrl, headers, DEPOSIT, bonusId);
    const session = await startStudioSession(baseUrl, headers, GAME, 1);
    const bet = session.betSteps[0];
    if (bet === undefined) throw new Error('the session offers no stake');
    spinners.push({ ...player, session: session.sessionToken, bet });
  }
  await eventually('deposits credited and bonuses granted', async () => {
    const balances = await Promise.all(created.map((player) => app.wallet.balance(player.id, 'UAH')));
    return balances.every((balance) => balance.principal >= DEPOSIT && (!bonusId || balance.bonus > 0));
  });
  return spinners;
}

/** The last event written so far, in the relay's order. */
async function lastEvent(database: Database): Promise<OutboxPlace> {
  const [row] = rowsOf<{ tx_id: string; id: string }>(
    await database.db.execute(
      sql`select tx_id::text as tx_id, id::text as id from outbox_events order by tx_id desc, id desc limit 1`,
    ),
  );
  return { txId: BigInt(row?.tx_id ?? 0), eventId: Number(row?.id ?? 0) };
}

/**
 * One slice of a group: every player spins for `seconds`, then the slice waits for the subscriber to pass what
 * the spins wrote (its wagering, for the bonus group). Adds what it did to `measured`.
 */
async function slice(
  database: Database,
  sampler: OutboxProgressSampler,
  baseUrl: string,
  spinners: readonly Spinner[],
  seconds: number,
  measured: Measured,
): Promise<void> {
  const started = performance.now();
  const processBefore = ownCpuMs();
  const databaseBefore = database.kind === 'pglite' ? 0 : commandCpuMs('postgres');
  const deadline = started + seconds * 1_000;
  await Promise.all(
    spinners.map(async (player) => {
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
  measured.spinningSeconds += (performance.now() - started) / 1_000;
  if (!(await sampler.until(SUBSCRIBER, await lastEvent(database), 30_000)))
    throw new Error(`the ${SUBSCRIBER} subscriber did not catch up within 30 s`);
  measured.seconds += (performance.now() - started) / 1_000;
  measured.processMs += ownCpuMs() - processBefore;
  if (database.kind !== 'pglite') measured.databaseMs += commandCpuMs('postgres') - databaseBefore;
}

/**
 * The outbox places of the bets counted towards a bonus since `since` (the database's clock), each with the time
 * its transaction began (its `BetPlaced` row's time), and how many bets the bonus group made in all.
 */
async function countedBets(database: Database, since: number) {
  const rows = rowsOf<{ tx_id: string; id: string; created_ms: number; counted: boolean }>(
    await database.db.execute(sql`
      select e.tx_id::text as tx_id, e.id::text as id,
             (extract(epoch from e.created_at) * 1000)::float8 as created_ms,
             exists (select 1 from bonus_wagering_stakes s
                     where s.transfer_id = (e.payload->>'transferId')::bigint) as counted
      from outbox_events e
      where e.type = 'BetPlaced' and e.created_at >= to_timestamp(${since / 1_000})
        and e.player_id in (select player_id from player_bonuses)`),
  );
  const counted = rows
    .filter((row) => row.counted)
    .map((row) => ({
      place: { txId: BigInt(row.tx_id), eventId: Number(row.id) },
      createdMs: row.created_ms,
    }));
  return { counted, bets: rows.length };
}

/**
 * How long after each bet `name` (a subscriber, or the relay's horizon) was first seen past it, in ascending
 * order; bets it never passed are left out.
 */
function lagsOf(
  sampler: OutboxProgressSampler,
  name: string,
  bets: { place: OutboxPlace; createdMs: number }[],
): number[] {
  const lags: number[] = [];
  for (const bet of bets) {
    const reached = sampler.reachedAt(name, bet.place);
    if (reached !== undefined) lags.push(reached - bet.createdMs);
  }
  return lags.sort((a, b) => a - b);
}

/**
 * The lag table's rows, over the same bets: the relay's horizon (what every subscriber waits for), then each
 * subscriber, the one under measure first.
 */
function lagRows(
  sampler: OutboxProgressSampler,
  bets: { place: OutboxPlace; createdMs: number }[],
): string[] {
  const subscribers = sampler.names().filter((name) => name !== RELAY_HORIZON && name !== SUBSCRIBER);
  return [RELAY_HORIZON, SUBSCRIBER, ...subscribers].map((name) => {
    const lags = lagsOf(sampler, name, bets);
    const what =
      name === RELAY_HORIZON
        ? 'the relay may read it (its transaction is older than every open one)'
        : name === SUBSCRIBER
          ? `\`${name}\` committed its wagering row`
          : `\`${name}\` committed its handling`;
    const percentiles = [0.5, 0.95, 0.99].map((fraction) => percentile(lags, fraction).toFixed(0));
    return `| ${what} | ${lags.length} | ${percentiles.join(' | ')} |`;
  });
}

function summary(measured: Measured) {
  const sorted = measured.latencies.sort((a, b) => a - b);
  const perSpin = (ms: number) => ms / Math.max(1, measured.spins);
  return {
    rate: measured.spins / measured.seconds,
    spinningRate: measured.spins / measured.spinningSeconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: measured.failures,
    spins: measured.spins,
    processPerSpin: perSpin(measured.processMs),
    databasePerSpin: perSpin(measured.databaseMs),
  };
}

const [loadAverage] = loadavg();
const scratch = await scratchDatabase(process.env.DATABASE_URL, 'bench_bonuses');
const { database } = scratch;
let app: FastifyInstance | undefined;
let sampler: OutboxProgressSampler | undefined;
try {
  const started = await startInProcessApp(scratch);
  app = started.app;
  const { baseUrl } = started;
  const welcome = await templateId(database, BONUS);
  const players: Record<Group, Spinner[]> = {
    plain: await group(database, app, baseUrl, null),
    bonus: await group(database, app, baseUrl, welcome),
  };
  console.log(`${2 * PLAYERS} players deposited, ${PLAYERS} with ${BONUS}; spinning`);
  sampler = new OutboxProgressSampler(database.db, POSITION_SAMPLE_MS);
  sampler.start();
  // Warm up (JIT, prepared statements, the bonuses' first stakes moving them to wagering) before measuring.
  for (const name of ['plain', 'bonus'] as const)
    await slice(database, sampler, baseUrl, players[name], 2, measuring());
  const [clock] = rowsOf<{ now: number }>(
    await database.db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now`),
  );
  const measuredSince = clock?.now ?? 0;
  const measured: Record<Group, Measured> = { plain: measuring(), bonus: measuring() };
  for (let index = 0; index < SLICES; index += 1) {
    // Each slice's groups in turn, the first one alternating, so neither always runs on a fresher machine.
    const order: Group[] = index % 2 === 0 ? ['plain', 'bonus'] : ['bonus', 'plain'];
    for (const name of order) await slice(database, sampler, baseUrl, players[name], SLICE_S, measured[name]);
    console.log(
      `slice ${index + 1}/${SLICES}: ${measured.plain.spins} spins without a bonus, ${measured.bonus.spins} wagering`,
    );
  }
  // The other subscribers' lag is reported over the same bets: they are waited for too (the slices wait only for
  // the one under measure).
  const last = await lastEvent(database);
  for (const name of sampler.names()) await sampler.until(name, last, 30_000);
  await sampler.stop();
  const { counted, bets } = await countedBets(database, measuredSince);
  const wageringLags = lagsOf(sampler, SUBSCRIBER, counted);
  const wagering = await database.db
    .select({ status: playerBonuses.status, count: sql<number>`count(*)::int` })
    .from(playerBonuses)
    .groupBy(playerBonuses.status);
  const reconciliation = await reconcile(database.db);

  const plain = summary(measured.plain);
  const bonus = summary(measured.bonus);
  const ratio = bonus.rate / plain.rate;
  const lagP99 = percentile(wageringLags, 0.99);
  const engine =
    database.kind === 'pglite'
      ? 'embedded PGlite (the database runs in the server process, one query at a time)'
      : `PostgreSQL ${rowsOf<{ server_version: string }>(await database.db.execute(sql`show server_version`))[0]?.server_version ?? ''} on the same machine`;
  const row = (label: string, run: ReturnType<typeof summary>) =>
    `| ${label} | ${run.spins} | ${run.spinningRate.toFixed(0)} | ${run.rate.toFixed(0)} | ${((run.rate / plain.rate) * 100).toFixed(0)}% | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} | ${run.processPerSpin.toFixed(2)} | ${database.kind === 'pglite' ? '–' : run.databasePerSpin.toFixed(2)} | ${run.failures} |`;
  const report = [
    `## Bonuses: spins while wagering, and the wagering consumer's lag (${new Date().toISOString().slice(0, 10)})`,
    '',
    `One server process (api and jobs roles) with the load generator in it, on ${engine},`,
    `on a ${availableParallelism()}-CPU machine. ${PLAYERS} players per group, each its own keep-alive loop of \`POST /studio/api/play\``,
    `(\`${GAME}\` at its smallest stake, SLOT_MIN_CYCLE_MS=0: the studio's round, its signed \`bet-win\` to the casino, the`,
    'max-bet guard, the stake and the win on the ledger, the events). Every player deposited 10 000 UAH by card through',
    `the cash desk and the sandbox provider; the bonus group chose \`${BONUS}\` for it (10 000 UAH to wager ×10), granted by`,
    `the \`${SUBSCRIBER}\` subscriber and in wagering throughout. ${SLICES * SLICE_S} s per group, in ${SLICES} slices of ${SLICE_S} s taken in turn; a slice`,
    'ends once the subscriber has passed every event written in it, so each group pays for its own wagering work: the',
    'rate compared counts that wait (spins/s with the subscriber caught up); the rate while spinning leaves it out.',
    `Load average when the run started: ${loadAverage?.toFixed(1)} (above ${availableParallelism()} means other work shares the cores).`,
    '',
    '| players | spins | spins/s spinning | spins/s with the subscriber caught up | of no bonus | p50 ms | p99 ms | CPU ms per spin, this process | PostgreSQL | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('without a bonus (baseline)', plain),
    row('wagering a deposit bonus', bonus),
    '',
    `Lag after each of the ${counted.length} bets of the bonus group counted towards its bonus (of ${bets} it made): from the`,
    `bet's transaction (its \`BetPlaced\` row's time) to the first sample past it, every ${POSITION_SAMPLE_MS} ms from outside, of the relay's`,
    "horizon and of each subscriber's position (which commits with the subscriber's work):",
    '',
    '| after a counted bet | bets | p50 ms | p95 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...lagRows(sampler, counted),
    '',
    `- Spins while wagering / without a bonus: **${ratio.toFixed(2)}x** (target at least ${TARGET_RATIO}x): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; while spinning alone ${(bonus.spinningRate / plain.spinningRate).toFixed(2)}x`,
    `- Wagering lag p99: **${lagP99.toFixed(0)} ms** (target under ${TARGET_LAG_P99_MS} ms): ${lagP99 < TARGET_LAG_P99_MS ? 'met' : 'NOT met'}`,
    `- Bonuses afterwards: ${wagering.map((entry) => `${entry.count} ${entry.status}`).join(', ')}; ledger reconciliation: ${reconciliation.ok ? 'clean' : 'PROBLEMS FOUND'}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('bonuses', report);
  if (!reconciliation.ok || plain.failures + bonus.failures > 0 || wageringLags.length < bets)
    process.exitCode = 1;
} finally {
  await sampler?.stop();
  await app?.close();
  await database.close();
  await scratch.drop();
}
