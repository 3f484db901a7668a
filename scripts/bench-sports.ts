/**
 * `npm run bench:sports`: sports bets accepted per second by the placement (decision 032) against pgbench's
 * simple-update on the same PostgreSQL, the settlement job settling one market with 100,000 open bets
 * (`BENCH_SETTLE_BETS` for another number), on the real app's services over a scratch database, and a live match's
 * price news fanned out to 10,000 push subscribers (`BENCH_PRICE_SUBSCRIBERS`).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { BetPlacementRepository } from '../apps/server/src/modules/sportsbook/bets/bet-placement.repository.ts';
import {
  type PlaceSportBetDeps,
  placeSportBet,
} from '../apps/server/src/modules/sportsbook/bets/place-sport-bet.ts';
import { settleSportBets } from '../apps/server/src/modules/sportsbook/bets/settle-sport-bets.ts';
import { SportBetsRepository } from '../apps/server/src/modules/sportsbook/bets/sport-bets.repository.ts';
import { SportFreebets } from '../apps/server/src/modules/sportsbook/freebets/sport-freebets.ts';
import { reconcile } from '../apps/server/src/modules/wallet/reconciliation.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { rowsOf } from '../apps/server/src/platform/db/migrations.ts';
import { SportMarkets } from '../apps/server/test/support/sport-markets.ts';
import { insertPlayers, openBenchApp } from './support/backoffice-bench.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { machineBusyMs } from './support/cpu-time.ts';
import { percentile, pgbench, pgbenchRun } from './support/pgbench.ts';
import { redisAnswers } from './support/push-fleet.ts';
import { insertOpenSingles } from './support/sport-bets-in-bulk.ts';
import { sportPriceFanout, type Topology } from './support/sport-price-fanout.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Slices of bets and of pgbench taken in turn, so other load on the machine falls on both alike. */
const SLICES = 5;
const SLICE_S = Math.max(1, Math.round(DURATION_S / SLICES));
const CLIENTS = 8;
const PLAYERS = 256;
const MATCHES = 64;
const STAKE = 1_000;
const TARGET_RATIO = 0.15;
/** The settlement target: one market's 100,000 open bets in under 10 s. */
const SETTLE_TARGET_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const SETTLE_TARGET_S = 10;
/** The fan-out target: a match's price news to 10,000 subscribers, p99 under 250 ms. */
const PRICE_SUBSCRIBERS = Number(process.env.BENCH_PRICE_SUBSCRIBERS ?? 10_000);
const PRICE_PUBLICATIONS = 20;
const PRICE_TARGET_P99_MS = 250;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OUTCOMES = ['1', 'x', '2'] as const;
const PRICES = { '1': 200, x: 340, '2': 380 } as const;

interface Measured {
  bets: number;
  rejected: number;
  seconds: number;
  latencies: number[];
  /** CPU time of this process (the app's code and its database driver) and of the whole machine while betting. */
  nodeCpuMs: number;
  machineCpuMs: number;
}

const [loadAverage] = loadavg();
const bench = await openBenchApp('bench_sports');
const { app, scratch } = bench;
const db = scratch.database.db;
try {
  await insertPlayers(db, 1, PLAYERS);
  await db.execute(sql`update players set registration_complete = true`);
  const playerIds = rowsOf<{ id: string }>(await db.execute(sql`select id from players order by id`)).map(
    (row) => Number(row.id),
  );
  for (const playerId of playerIds) {
    await app.wallet.ledger.transfer({
      idempotencyKey: `bench-funding-${playerId}`,
      kind: 'deposit',
      currency: 'UAH',
      postings: [
        { account: { house: 'psp_clearing', provider: 'sandbox' }, amount: -1_000_000_000 },
        { account: { playerId, kind: 'real' }, amount: 1_000_000_000 },
      ],
      metadata: { paymentId: `bench-funding-${playerId}`, provider: 'sandbox' },
    });
  }
  const markets = new SportMarkets(db, new Date());
  const matches = Array.from({ length: MATCHES }, (_, index) => `bench:${index}`);
  for (const match of matches) await markets.match(match, { home: 200, draw: 340, away: 380 });
  // The price news first, before the bets' writes leave the database vacuuming under it.
  const [fanoutLoad] = loadavg();
  const topologies: Topology[] = [{ name: 'one push node', nodes: [{ NODE_ENV: 'development' }] }];
  if (await redisAnswers(REDIS_URL)) {
    topologies.push({ name: 'two push nodes behind Redis', nodes: [{ REDIS_URL }, { REDIS_URL }] });
  }
  const fanouts = await sportPriceFanout(PRICE_SUBSCRIBERS, PRICE_PUBLICATIONS, topologies);
  const sample = fanouts[0] as (typeof fanouts)[number];
  await markets.producers('up');
  // What autovacuum would do after seeding, so the statements are planned on the seeded tables as they now are
  // (the bets' tables start empty and grow during the run, as they would on a day's first bets).
  await db.execute(sql`analyze players, wallet_accounts, sport_events, sport_markets, sport_feed_producers`);
  const deps: PlaceSportBetDeps = {
    repository: new SportBetsRepository(db),
    placement: new BetPlacementRepository(db),
    wallet: app.wallet,
    protection: app.responsible,
    players: app.accounts.players,
    requiresTaxId: async () => false,
    freebets: new SportFreebets(db, systemClock),
    clock: systemClock,
  };

  /** `CLIENTS` loops, each betting for its own players on random matches, for `seconds`. */
  const load = async (seconds: number, measured: Measured) => {
    const run = randomBytes(3).toString('hex');
    const started = performance.now();
    const nodeCpu = process.cpuUsage();
    const machineCpu = machineBusyMs();
    const deadline = started + seconds * 1_000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const own = playerIds.filter((_, index) => index % CLIENTS === client);
        for (let sequence = 0; performance.now() < deadline; sequence += 1) {
          const outcome = OUTCOMES[sequence % OUTCOMES.length] as (typeof OUTCOMES)[number];
          const began = performance.now();
          const bet = await placeSportBet(deps, own[sequence % own.length] as number, {
            referenceId: `bench-${run}-${client}-${sequence}`,
            type: 'single',
            stake: STAKE,
            oddsPolicy: 'none',
            selections: [
              {
                eventId: matches[(sequence * 7 + client) % MATCHES] as string,
                market: '1x2',
                specifiers: {},
                outcome,
                odds: PRICES[outcome],
              },
            ],
          });
          measured.latencies.push(performance.now() - began);
          if (bet.status === 'accepted') measured.bets += 1;
          else measured.rejected += 1;
        }
      }),
    );
    measured.seconds += (performance.now() - started) / 1_000;
    const { user, system } = process.cpuUsage(nodeCpu);
    measured.nodeCpuMs += (user + system) / 1_000;
    measured.machineCpuMs += machineBusyMs() - machineCpu;
  };

  const idle = (): Measured => ({
    bets: 0,
    rejected: 0,
    seconds: 0,
    latencies: [],
    nodeCpuMs: 0,
    machineCpuMs: 0,
  });
  await load(2, idle());
  const measured = idle();
  pgbench(['-i', '-q'], scratch.url);
  const baselines: { tps: number; latency: number }[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    await load(SLICE_S, measured);
    baselines.push(pgbenchRun(scratch.url, CLIENTS, SLICE_S));
  }
  const baselineTps = baselines.reduce((sum, run) => sum + run.tps, 0) / baselines.length;
  const sorted = measured.latencies.sort((a, b) => a - b);
  const betTps = measured.bets / measured.seconds;
  const ratio = betTps / baselineTps;
  console.log(`${betTps.toFixed(0)} bets/s, pgbench ${baselineTps.toFixed(0)} tps`);

  // One market with the number of open bets, written as the placement writes them, then settled.
  const market = 'bench:settlement';
  await markets.match(market, { home: PRICES['1'], draw: PRICES.x, away: PRICES['2'] });
  const writing = performance.now();
  const betIds = await insertOpenSingles(db, app.wallet, {
    eventId: market,
    prices: PRICES,
    playerIds,
    count: SETTLE_TARGET_BETS,
    stake: STAKE,
    currency: 'UAH',
    placedAt: new Date(),
  });
  const writeSeconds = (performance.now() - writing) / 1_000;
  // What autovacuum would do after so many rows, so the statements are planned on the tables as they now are.
  await db.execute(sql`analyze sport_bets, sport_bet_selections, wallet_transfers, wallet_entries`);
  const ofMarket = sql`id >= ${betIds.reduce((least, id) => Math.min(least, id))}`;
  const [open] = rowsOf<{ count: string }>(
    await db.execute(
      sql`select count(*) as count from sport_bets where ${ofMarket} and status = 'accepted' and outcome = 'open'`,
    ),
  );
  await markets.settle(market, '1');
  const [settleLoad] = loadavg();
  const settling = performance.now();
  let settled = 0;
  for (let batch = await settleSportBets(deps); batch > 0; batch = await settleSportBets(deps))
    settled += batch;
  const settleSeconds = (performance.now() - settling) / 1_000;
  const settleRate = settled / settleSeconds;
  const [paid] = rowsOf<{ count: string }>(
    await db.execute(
      sql`select count(*) as count from sport_bets where ${ofMarket} and outcome = 'won' and payout > 0`,
    ),
  );
  const reconciliation = await reconcile(db);

  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const report = [
    `## Sports bets: placement against pgbench, and settlement (${new Date().toISOString().slice(0, 10)})`,
    '',
    `PostgreSQL on the same machine as the load (${availableParallelism()} CPUs). A bet is a pre-match single placed`,
    "through the placement's use case (`placeSportBet`: player protection, the balance locked, the match held against",
    "settlement, the catalogue and limits read, the bet and its stake written: one transaction) on the real app's",
    `services, ${CLIENTS} clients in one Node process, each betting for its own players (${PLAYERS} in all) on ${MATCHES}`,
    `matches; ${SLICES * SLICE_S} s in ${SLICES} slices alternating with pgbench \`-b simple-update -c ${CLIENTS}\` on the same database.`,
    `Measured under shared load: other work ran on the same ${availableParallelism()} CPUs. Load average when the run started: ${loadAverage?.toFixed(1)}.`,
    '',
    '| measure | per second | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    `| pgbench simple-update, ${CLIENTS} clients (baseline) | ${baselineTps.toFixed(0)} | | |`,
    `| bets accepted, ${CLIENTS} clients | ${betTps.toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} |`,
    `| bets settled by the job, one market (${settled} open bets) | ${settleRate.toFixed(0)} | | |`,
    ...fanouts.map(
      (fanout) =>
        `| a live match's price news to ${fanout.subscribers.toLocaleString('en')} subscribers of its channel, ${fanout.topology} | | ${fanout.p50.toFixed(1)} | ${fanout.p99.toFixed(1)} |`,
    ),
    '',
    `- Bets accepted / pgbench at ${CLIENTS} clients: **${percent(ratio)}** (target at least ${percent(TARGET_RATIO)}): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    `- Settling one market with ${Number(open?.count).toLocaleString('en')} open bets (singles on its 1X2, ${STAKE / 100} UAH each, over ${PLAYERS} players; the bets and their stakes written beforehand as the placement writes them, in ${writeSeconds.toFixed(0)} s): **${settleSeconds.toFixed(1)} s** (target under ${SETTLE_TARGET_S} s): ${settleSeconds < SETTLE_TARGET_S ? 'met' : 'NOT met'}; ${settled} settled, ${paid?.count} paid by one batch of ledger transfers per set of bets. Load average when the settlement started: ${settleLoad?.toFixed(1)}`,
    `- Price news fanned out: ${PRICE_PUBLICATIONS} \`sportPrices\` messages the feed consumer made from the sandbox feed's busiest live match (${sample.markets.toFixed(1)} markets and ${(sample.bytes / 1024).toFixed(1)} KiB each on average), published one at a time through push nodes in processes of their own to ${sample.subscribers.toLocaleString('en')} protocol clients in this one; from the publish request to each client having read the message's id. Load average when it started: ${fanoutLoad?.toFixed(1)}`,
    ...fanouts.map(
      (fanout) =>
        `  - ${fanout.topology}: p99 **${fanout.p99.toFixed(0)} ms** (target under ${PRICE_TARGET_P99_MS} ms): ${fanout.p99 < PRICE_TARGET_P99_MS && fanout.delivered === fanout.expected ? 'met' : 'NOT met'}; ${fanout.delivered}/${fanout.expected} delivered`,
    ),
    `- CPU per bet while betting: ${(measured.nodeCpuMs / measured.bets).toFixed(2)} ms in the Node process (the placement's code, the driver), ${(measured.machineCpuMs / measured.bets).toFixed(2)} ms on the whole machine (${availableParallelism()} CPUs: the rest is PostgreSQL's)`,
    `- Rejected during the load: ${measured.rejected} (the limits and prices let every bet through; a rejection here is a fault)`,
    `- Reconciliation afterwards: ${reconciliation.counted.transfers} transfers, ${reconciliation.ok ? 'clean' : 'PROBLEMS FOUND'}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('sports', report);
  if (!reconciliation.ok || measured.rejected > 0) process.exitCode = 1;
} finally {
  await bench.close();
}
