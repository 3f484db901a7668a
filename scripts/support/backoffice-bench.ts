import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { OPERATOR_COOKIE } from '../../apps/server/src/modules/backoffice/serve-operator-endpoints.ts';
import { totpCode, totpStep } from '../../apps/server/src/modules/backoffice/totp.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { percentile } from './pgbench.ts';
import { type Scratch, scratchDatabase } from './scratch-database.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
export const SURNAMES = [
  'Shevchenko',
  'Kovalenko',
  'Bondarenko',
  'Tkachenko',
  'Kravchenko',
  'Oliinyk',
  'Melnyk',
];

export interface BenchApp {
  app: FastifyInstance;
  scratch: Scratch & { url: string };
  close(): Promise<void>;
}

/** The real app, without its jobs, on a migrated scratch PostgreSQL database of its own (dropped by `close`). */
export async function openBenchApp(prefix: string): Promise<BenchApp> {
  const scratch = await scratchDatabase(SERVER_URL, prefix);
  if (!scratch.url) throw new Error('the back office benchmarks run on PostgreSQL');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database: scratch.database, logger: false, startJobs: false });
  await scratch.database.migrate();
  await app.ready();
  return {
    app,
    scratch: { ...scratch, url: scratch.url },
    close: async () => {
      await app.close();
      await scratch.database.close();
      await scratch.drop();
    },
  };
}

/** Players `from` to `to` of the brand `king`, in one statement: logins, e-mails, phones and names by number. */
export async function insertPlayers(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into players (brand, login, email, phone, primary_contact, password_hash, registration, first_name,
                         last_name)
    select 'king', 'player' || n, 'player' || n || '@example.com', '+38050' || lpad(n::text, 7, '0'), 'email',
           'scrypt$1$1$1$x$x', '{"source":"bench","flow":null,"variant":null,"funnelType":null}', 'Name' || (n % 997),
           (${sql.raw(`array[${SURNAMES.map((name) => `'${name}'`).join(',')}]`)})[n % ${SURNAMES.length} + 1] || (n % 1000)
    from generate_series(${from}::bigint, ${to}::bigint) as n`);
}

/** A new operator with this role, signed in: a console call as the console makes it (`app.inject`). */
export async function operatorCaller(app: FastifyInstance, role: 'support' | 'auditor') {
  const login = `bench-${role}`;
  const password = 'bench-operator-password';
  const { totpSecret } = await app.backoffice.operators.create({
    login,
    name: 'Bench',
    password,
    roles: [role],
  });
  const session = await app.inject({
    method: 'POST',
    url: '/backoffice/api/session/',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { login, password, code: totpCode(totpSecret, totpStep(systemClock.now())) },
  });
  const cookie = session.cookies.find((entry) => entry.name === OPERATOR_COOKIE)?.value ?? '';
  return async (url: string) => {
    const response = await app.inject({ url, cookies: { [OPERATOR_COOKIE]: cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
}

/** Runs `work` `samples` times one after another; its p50 and p99 in milliseconds. */
export async function timings(samples: number, work: (index: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await work(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
