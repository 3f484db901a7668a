import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../apps/server/src/platform/db/prepared.ts';
import { insertPlayers, openBenchApp, operatorCaller, timings } from './support/backoffice-bench.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const PLAYERS = Number(process.env.BENCH_REPORT_PLAYERS ?? 5_000);
const ROUNDS_PER_INSERT = 1_000_000;
const REPORT_SAMPLES = 20;
const LOOKUP_SAMPLES = 200;
const TARGET_MS = 2_000;
/** April 2026 in Kyiv (UTC+3 then): the month the rounds are spread over and the report covers. */
const MONTH = { from: '2026-04-01', to: '2026-04-30', start: '2026-04-01T00:00:00+03:00', days: 30 };
/** Each player's one deposit, in minor units: more than any player can lose here, so no balance goes below zero. */
const DEPOSIT = 100_000_000;
const GAMES = [
  'lucky-dice',
  'crash',
  'book-of-kyiv',
  'fruit-party',
  'roulette',
  'blackjack',
  'mines',
  'plinko',
];

/**
 * Account ids: player n's real account is n; then the game settlement and the payment provider's clearing
 * account. Transfer ids: deposits 1..P, then round n's stake P + 2n - 1 and its win (two rounds in five) P + 2n.
 * Entry ids follow the transfers, two each, so the rollup reads them in the order they happened.
 */
const SETTLEMENT = PLAYERS + 1;
const CLEARING = PLAYERS + 2;

/** Round n's facts: its player, game, stake, whether it wins (2.2 times the stake: an RTP of 88%) and when. */
const ROUNDS_SQL = (from: number, to: number) => `
  select n, ((n - 1) % ${PLAYERS}) + 1 as player, 100 + (n * 37) % 4900 as stake, n % 5 < 2 as wins,
         ('{${GAMES.join(',')}}'::text[])[n % ${GAMES.length} + 1] as game,
         '${MONTH.start}'::timestamptz + (n - 1) * (interval '${MONTH.days} days' / ${ROUNDS}) as at
  from generate_series(${from}::bigint, ${to}::bigint) as n`;

/** Both sides of each round: 0 the stake, 1 the win; only winning rounds have the second. */
const SIDES_SQL = (from: number, to: number) => `
  select r.*, k, case k when 0 then r.stake else r.stake * 22 / 10 end as amount
  from (${ROUNDS_SQL(from, to)}) r cross join (values (0), (1)) as side(k)
  where k = 0 or r.wins`;

/**
 * The ledger of a month, written by set-based statements straight into its tables: deposits, then each round's
 * stake and win as transfers of two entries summing to zero (player's real account against the game
 * settlement). The ledger's row triggers (append-only guards, the per-entry balance check at commit) are off for
 * this session: the rows balance by construction, and checking 30 million entries one by one is the slow part
 * of a bulk load. Account balances are set from their entries at the end; `balance_after` is not chained (no
 * report reads it).
 */
async function seedLedger(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query(`
      insert into wallet_accounts (id, player_id, kind, currency, provider, balance)
      select n, n, 'real', 'UAH', '', 0 from generate_series(1, ${PLAYERS}) as n
      union all select ${SETTLEMENT}, null, 'game_settlement', 'UAH', '', 0
      union all select ${CLEARING}, null, 'psp_clearing', 'UAH', 'sandbox', 0`);
    await client.query(`
      insert into wallet_transfers (id, idempotency_key, kind, currency, fingerprint, player_id, metadata, created_at)
      select n, 'bench-deposit-' || n, 'deposit', 'UAH', 'bench', n, '{"provider":"sandbox"}',
             '${MONTH.start}'::timestamptz - interval '1 hour'
      from generate_series(1, ${PLAYERS}) as n`);
    await client.query(`
      insert into wallet_entries (id, transfer_id, account_id, amount, balance_after, created_at)
      select 2 * n - 1 + e, n, case e when 0 then n else ${CLEARING} end,
             case e when 0 then ${DEPOSIT} else -${DEPOSIT} end, 0, '${MONTH.start}'::timestamptz - interval '1 hour'
      from generate_series(1, ${PLAYERS}) as n cross join (values (0), (1)) as side(e)`);
    for (let from = 1; from <= ROUNDS; from += ROUNDS_PER_INSERT) {
      const to = Math.min(from + ROUNDS_PER_INSERT - 1, ROUNDS);
      await client.query(`
        insert into wallet_transfers (id, idempotency_key, kind, currency, fingerprint, player_id, metadata, created_at)
        select ${PLAYERS} + 2 * n - 1 + k, case k when 0 then 'bench-bet-' else 'bench-win-' end || n,
               case k when 0 then 'game_bet' else 'game_win' end, 'UAH', 'bench', player,
               jsonb_build_object('gameSlug', game, 'provider', 'studio', 'reference', 'bench-' || n),
               at + k * interval '1 second'
        from (${SIDES_SQL(from, to)}) sides`);
      // The player's entry takes the stake and gets the win; the settlement's entry is its opposite.
      await client.query(`
        insert into wallet_entries (id, transfer_id, account_id, amount, balance_after, created_at)
        select ${2 * PLAYERS} + 4 * n - 3 + 2 * k + e, ${PLAYERS} + 2 * n - 1 + k,
               case e when 0 then player else ${SETTLEMENT} end,
               amount * (case k when 0 then -1 else 1 end) * (case e when 0 then 1 else -1 end), 0,
               at + k * interval '1 second'
        from (${SIDES_SQL(from, to)}) sides cross join (values (0), (1)) as entry(e)`);
      console.log(`rounds up to ${to.toLocaleString('en')} written`);
    }
    await client.query(`
      update wallet_accounts a set balance = s.total
      from (select account_id, sum(amount) as total from wallet_entries group by account_id) s
      where s.account_id = a.id`);
    for (const table of ['wallet_accounts', 'wallet_transfers', 'wallet_entries']) {
      await client.query(`select setval('${table}_id_seq', (select max(id) from ${table}))`);
    }
    await client.query('analyze wallet_accounts, wallet_transfers, wallet_entries, players');
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The daily report of a month of BENCH_ROUNDS game rounds (a few thousand players, stakes and wins spread over 30
 * days), through the console's endpoint, once the rollup has caught up; beside a primary-key lookup of a transfer
 * through the same pool. Target: under 2 s.
 */
export async function benchDailyReport(): Promise<void> {
  const { app, scratch, close } = await openBenchApp('bench_backoffice_report');
  try {
    const seedStart = performance.now();
    await insertPlayers(scratch.database.db, 1, PLAYERS);
    await seedLedger(scratch.url);
    const seedMs = performance.now() - seedStart;
    const [counted] = rowsOf<{ entries: string }>(
      await scratch.database.db.execute(sql`select count(*)::bigint as entries from wallet_entries`),
    );
    const entries = Number(counted?.entries ?? 0);

    // An hour after the month, every entry has settled: the rollup sums them all, in its own batches.
    const rollStart = performance.now();
    await app.ledgerReport.roll(new Date(Date.parse(`${MONTH.to}T23:00:00Z`) + 3_600_000));
    const rollMs = performance.now() - rollStart;

    const call = await operatorCaller(app, 'auditor');
    const monthReport = () =>
      call(`/backoffice/api/reports/daily/?from=${MONTH.from}&to=${MONTH.to}&currency=UAH`);
    const { totals } = (await monthReport()).json();
    const report = await timings(REPORT_SAMPLES, monthReport);
    const lastTransfer = PLAYERS + 2 * ROUNDS;
    const baseline = await timings(LOOKUP_SAMPLES, (index) =>
      scratch.database.db.execute(
        sql`select id, kind from wallet_transfers where id = ${1 + ((index * 7919) % lastTransfer)}`,
      ),
    );
    const verdict = report.p99 < TARGET_MS ? 'met' : 'not met';
    const { stakes, wins, activePlayers } = totals;
    console.log(
      `report: p50 ${report.p50.toFixed(0)} ms, p99 ${report.p99.toFixed(0)} ms; rollup ${seconds(rollMs)} s`,
    );
    const section = [
      '## Back office: daily report (`npm run bench:backoffice`, part `report`)',
      '',
      `A month (30 days) of ${ROUNDS.toLocaleString('en')} game rounds by ${PLAYERS.toLocaleString('en')} players on PostgreSQL:`,
      `${entries.toLocaleString('en')} ledger entries (each round a stake, two in five a win, two entries each;`,
      `one deposit per player), written with set-based SQL in ${seconds(seedMs)} s. The rollup then summed`,
      `them into daily totals in ${seconds(rollMs)} s (${Math.round(entries / (rollMs / 1000)).toLocaleString('en')}`,
      `entries/s, in its batches of 50,000). The month's report through the console's endpoint`,
      `(\`GET /backoffice/api/reports/daily/\`, 30 days, session and permission checks included), ${REPORT_SAMPLES} times one`,
      `after another. Baseline in the same run: a primary-key lookup of a transfer through the same pool, p50`,
      `${baseline.p50.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms. Target: the report under 2 s.`,
      '',
      '| query | p50 ms | p99 ms | p99 of baseline | target |',
      '| ----- | -----: | -----: | --------------: | ------ |',
      `| month's daily report | ${report.p50.toFixed(1)} | ${report.p99.toFixed(1)} | ${(report.p99 / baseline.p99).toFixed(0)}x | ${verdict} |`,
      '',
      `The month's figures: stakes ${stakes.toLocaleString('en')}, wins ${wins.toLocaleString('en')} (minor units),`,
      `${activePlayers.toLocaleString('en')} active players summed over the days. The report reads the daily totals`,
      'the rollup keeps (a few rows per day, brand, currency, kind and game) and only the entries past its cursor.',
      '',
    ].join('\n');
    writeBenchmarkSection('backoffice-report', section);
    console.log(section);
  } finally {
    await close();
  }
}
