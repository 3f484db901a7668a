/**
 * `npm run bench:auth`: what a signed-in player costs the server, against `/healthz` of the same server in the
 * same run: the start-up data (`/rest/app/init/`) and the server-rendered home of a session, on a production
 * node; and logins, on a development node, since production limits logins from one address (the load
 * generator's) by design. Writes the results to BENCHMARKS.md.
 */
import autocannon from 'autocannon';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { ensureWebBuild } from './support/ensure-web-build.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.25;
const AJAX = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
/** A demo player of the development node (apps/server/src/modules/accounts/players/demo-players.ts). */
const CREDENTIALS = JSON.stringify({ login: 'demo@example.com', password: 'Demo-Pass-2026' });

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

type Target = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body'>;

/** Warms the path (JIT, caches), then measures it. */
async function load(target: Target): Promise<Run> {
  await autocannon({ ...target, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The session cookie a reply set. */
function sessionCookie(response: Response): string {
  const sid = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))
    ?.split(';')[0];
  if (!response.ok || !sid) throw new Error(`no session: ${response.status}`);
  return sid;
}

/** A new player's session: production seeds no demo players. */
async function registeredPlayer(server: RunningServer): Promise<string> {
  const body = JSON.stringify({
    email: `bench-${Date.now()}@example.com`,
    password: 'Bench-Pass-2026',
    ageConfirmed: true,
    agreementsConfirmed: true,
  });
  return sessionCookie(
    await fetch(`${server.url}/rest/registerV2/`, { method: 'POST', headers: AJAX, body }),
  );
}

async function withServer<T>(env: Record<string, string>, work: (server: RunningServer) => Promise<T>) {
  const server = await startServer(env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

ensureWebBuild();
// Production requires the Redis its nodes share; its rate limits stay on.
const production = await withServer(
  { NODE_ENV: 'production', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  async (server) => {
    const cookie = await registeredPlayer(server);
    const health = await load({ url: `${server.url}/healthz` });
    const ready = await load({ url: `${server.url}/readyz` });
    const init = await load({ url: `${server.url}/rest/app/init/`, headers: { ...AJAX, cookie } });
    const home = await load({ url: `${server.url}/`, headers: { accept: 'text/html', cookie } });
    return { health, ready, init, home };
  },
);
const development = await withServer({ NODE_ENV: 'development', RATE_LIMITS: 'off' }, async (server) => ({
  health: await load({ url: `${server.url}/healthz` }),
  login: await load({ url: `${server.url}/login/`, method: 'POST', headers: AJAX, body: CREDENTIALS }),
}));

const ratio = (run: Run, baseline: Run) => run.rps / baseline.rps;
const row = (name: string, run: Run, baseline: Run) =>
  `| ${name} | ${run.rps.toFixed(0)} | ${(ratio(run, baseline) * 100).toFixed(1)}% | ${run.p50} | ${run.p99} | ${run.non2xx} |`;
const verdict = (name: string, run: Run) => {
  const share = ratio(run, production.health);
  return `- ${name} / \`/healthz\`: **${(share * 100).toFixed(1)}%** (target at least ${TARGET_RATIO * 100}%): ${share >= TARGET_RATIO ? 'met' : 'not met'}`;
};
const report = [
  `## Auth: signed-in requests and logins (${new Date().toISOString().slice(0, 10)})`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, embedded PGlite, on the same machine as the`,
  'load generator. A production node (all roles) serves the signed-in requests; logins (scrypt N=2^15 each) are',
  'measured on a development node with rate limits off, against its own `/healthz`.',
  '',
  '| target | requests/s | of baseline | p50 ms | p99 ms | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  row('`GET /healthz` (baseline, production)', production.health, production.health),
  row('`GET /readyz` (one database round trip)', production.ready, production.health),
  row('`GET /rest/app/init/` with a session', production.init, production.health),
  row('SSR home `/` with a session', production.home, production.health),
  row('`GET /healthz` (baseline, development)', development.health, development.health),
  row('`POST /login/` (new session each)', development.login, development.health),
  '',
  verdict('Start-up data with a session', production.init),
  verdict('SSR home with a session', production.home),
  '',
].join('\n');
console.log(`\n${report}`);
writeBenchmarkSection('auth', report);
if ([production.init, production.home, development.login].some((run) => run.non2xx > 0)) process.exitCode = 1;
