import autocannon from 'autocannon';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { startServer } from './support/server-process.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const AJAX = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
/** A demo player (apps/server/src/modules/players/demo-players.ts). */
const CREDENTIALS = JSON.stringify({ login: 'demo@example.com', password: 'Demo-Pass-2026' });

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const server = await startServer({ NODE_ENV: 'development', ROLES: 'api', RATE_LIMITS: 'off' });
try {
  const loginResponse = await fetch(`${server.url}/login/`, {
    method: 'POST',
    headers: AJAX,
    body: CREDENTIALS,
  });
  const sid = loginResponse.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))
    ?.split(';')[0];
  if (!loginResponse.ok || !sid) throw new Error(`demo login failed: ${loginResponse.status}`);

  const health = { url: `${server.url}/healthz` };
  const login = { url: `${server.url}/login/`, method: 'POST' as const, headers: AJAX, body: CREDENTIALS };
  const profile = { url: `${server.url}/rest/app/init/`, headers: { ...AJAX, cookie: sid } };
  // Warm every path (JIT, caches) before measuring.
  for (const target of [health, login, profile])
    await autocannon({ ...target, connections: CONNECTIONS, duration: 2 });
  const healthRun = await load(health);
  const loginRun = await load(login);
  const profileRun = await load(profile);

  const row = (name: string, run: Run) =>
    `| ${name} | ${run.rps.toFixed(0)} | ${((run.rps / healthRun.rps) * 100).toFixed(1)}% | ${run.p50} | ${run.p99} | ${run.non2xx} |`;
  const report = [
    `## Auth: logins and authenticated requests (${new Date().toISOString().slice(0, 10)})`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, one server process (api role, embedded`,
    'PGlite, scrypt N=2^15 per login), on the same machine as the load generator.',
    '',
    '| target | requests/s | of baseline | p50 ms | p99 ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('`GET /healthz` (baseline)', healthRun),
    row('`POST /login/` (new session each)', loginRun),
    row('`GET /rest/app/init/` with a session', profileRun),
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('auth', report);
  if (loginRun.non2xx > 0 || profileRun.non2xx > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
