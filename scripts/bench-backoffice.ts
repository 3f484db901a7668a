/**
 * `npm run bench:backoffice`: the back office's player search at BENCH_PLAYERS players (1,000,000 by default) on
 * PostgreSQL (BENCH_DATABASE_URL; a scratch database created and dropped on that server). Each kind of query a
 * support desk types (an id, part of a login, an e-mail, a phone's digits, a surname) goes through the console's
 * endpoint (`GET /backoffice/api/players/?q=`, session and permission checks included), beside the baseline: a
 * plain lookup of a player by primary key through the same connection pool, in the same run. Target: search p99
 * under 100 ms. Results go to BENCHMARKS.md.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { OPERATOR_COOKIE } from '../apps/server/src/modules/backoffice/serve-operator-endpoints.ts';
import { totpCode, totpStep } from '../apps/server/src/modules/backoffice/totp.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { percentile } from './support/pgbench.ts';
import { scratchDatabase } from './support/scratch-database.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const PER_INSERT = 50_000;
const SAMPLES = 200;
const SURNAMES = ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Oliinyk', 'Melnyk'];

async function timings(samples: number, work: (index: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await work(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const scratch = await scratchDatabase(SERVER_URL, 'bench_backoffice');
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: scratch.url,
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database: scratch.database, logger: false, startJobs: false });
try {
  await scratch.database.migrate();
  await app.ready();
  const fillStart = performance.now();
  for (let from = 1; from <= PLAYERS; from += PER_INSERT) {
    const to = Math.min(from + PER_INSERT - 1, PLAYERS);
    await scratch.database.db.execute(sql`
      insert into players (brand, login, email, phone, primary_contact, password_hash, registration, first_name,
                           last_name)
      select 'king', 'player' || n, 'player' || n || '@example.com', '+38050' || lpad(n::text, 7, '0'), 'email',
             'scrypt$1$1$1$x$x', '{"source":"bench","flow":null,"variant":null,"funnelType":null}', 'Name' || (n % 997),
             (${sql.raw(`array[${SURNAMES.map((name) => `'${name}'`).join(',')}]`)})[n % ${SURNAMES.length} + 1] || (n % 1000)
      from generate_series(${from}::bigint, ${to}::bigint) as n`);
  }
  await scratch.database.db.execute(sql`vacuum analyze players`);
  const fillSeconds = (performance.now() - fillStart) / 1000;

  const { totpSecret } = await app.backoffice.operators.create({
    login: 'bench-support',
    name: 'Bench',
    password: 'bench-operator-password',
    roles: ['support'],
  });
  const login = await app.inject({
    method: 'POST',
    url: '/backoffice/api/session/',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: {
      login: 'bench-support',
      password: 'bench-operator-password',
      code: totpCode(totpSecret, totpStep(systemClock.now())),
    },
  });
  const cookie = login.cookies.find((entry) => entry.name === OPERATOR_COOKIE)?.value ?? '';
  const search = async (q: string) => {
    const response = await app.inject({
      url: `/backoffice/api/players/?q=${encodeURIComponent(q)}`,
      cookies: { [OPERATOR_COOKIE]: cookie },
    });
    if (response.statusCode !== 200) throw new Error(`search ${q}: ${response.statusCode} ${response.body}`);
  };
  const pick = (index: number) => 1 + ((index * 7919) % PLAYERS);
  const kinds: [string, (index: number) => string][] = [
    ['id', (index) => String(pick(index))],
    ['login part', (index) => `layer${pick(index)}`],
    ['e-mail', (index) => `player${pick(index)}@example.com`],
    ['phone digits', (index) => String(pick(index)).padStart(7, '0')],
    ['surname', (index) => `${SURNAMES[index % SURNAMES.length]}${index % 1000}`],
  ];
  // Warm both paths (plans, pool connections) before measuring.
  for (const [, query] of kinds) await search(query(0));
  const baseline = await timings(SAMPLES, (index) =>
    scratch.database.db.execute(sql`select id, login from players where id = ${pick(index)}`),
  );
  const rows: string[] = [];
  for (const [kind, query] of kinds) {
    const result = await timings(SAMPLES, (index) => search(query(index)));
    const verdict = result.p99 < 100 ? 'met' : 'not met';
    rows.push(
      `| ${kind} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${(result.p99 / baseline.p99).toFixed(1)}x | ${verdict} |`,
    );
    console.log(`${kind}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
  }
  const report = [
    '## Back office: player search (`npm run bench:backoffice`)',
    '',
    `${PLAYERS.toLocaleString('en')} players on PostgreSQL (filled in ${fillSeconds.toFixed(0)} s), ${SAMPLES} searches of each kind`,
    "through the console's endpoint (session and permission checks included, `app.inject`), one at a time. Baseline in",
    `the same run: a primary-key lookup of a player through the same pool, p50 ${baseline.p50.toFixed(2)} ms, p99`,
    `${baseline.p99.toFixed(2)} ms. Target: search p99 under 100 ms.`,
    '',
    '| query | p50 ms | p99 ms | p99 of baseline | target |',
    '| ----- | -----: | -----: | --------------: | ------ |',
    ...rows,
    '',
    'The search looks for whole values first (an id, a login, an e-mail, a phone or a name typed whole, on b-tree',
    'indexes) and only then, for what it did not find whole, for substrings on the trigram indexes. Each surname here',
    'is shared by about 143 players and, typed with one digit (`kovalenko1`), is a substring of about 16,000 names:',
    'the whole-name match answers it at once. Results are sorted by `id + 0`: sorted by the id itself, PostgreSQL',
    'walks the primary key backwards looking for a page of matches, which for a rare value reads every player.',
    '',
  ].join('\n');
  writeBenchmarkSection('backoffice', report);
  console.log(report);
} finally {
  await app.close();
  await scratch.database.close();
  await scratch.drop();
}
