/**
 * `npm run bench:web`: server-rendered home against a static file served by the same server in the same run
 * (autocannon, 10 s each), and the gzipped JavaScript the home page loads. Writes the results to BENCHMARKS.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { ensureWebBuild } from './support/ensure-web-build.ts';
import { startServer } from './support/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const TARGET_SSR_RATIO = 0.25;
const TARGET_HOME_JS_KB = 170;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The JavaScript files a home page document pulls in (module preloads and scripts), gzipped at level 9. */
function homeJavaScript(html: string): { files: number; gzipBytes: number } {
  const sources = new Set(
    [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
  let gzipBytes = 0;
  for (const source of sources) {
    gzipBytes += gzipSync(readFileSync(path.join(ROOT, 'apps/web/build/client', source)), {
      level: 9,
    }).length;
  }
  return { files: sources.size, gzipBytes };
}

ensureWebBuild();
// Production requires the Redis its nodes share; the pages measured here never ask it anything.
const server = await startServer({
  NODE_ENV: 'production',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
});
try {
  const home = `${server.url}/`;
  const staticFile = `${server.url}/favicon.svg`;
  const html = await (await fetch(home)).text();
  const js = homeJavaScript(html);
  // Warm both paths (JIT, caches) before measuring.
  await autocannon({ url: home, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url: staticFile, connections: CONNECTIONS, duration: 2 });
  const staticRun = await load(staticFile);
  const ssrRun = await load(home);
  const ratio = ssrRun.rps / staticRun.rps;
  const jsKb = js.gzipBytes / 1024;
  const row = (name: string, run: Run) =>
    `| ${name} | ${run.rps.toFixed(0)} | ${run.p50} | ${run.p99} | ${run.non2xx} |`;
  const report = [
    `## Web: server-rendered home (${new Date().toISOString().slice(0, 10)})`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, one server process (NODE_ENV=production,`,
    'embedded PGlite), on the same machine as the load generator.',
    '',
    '| target | requests/s | p50 ms | p99 ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('static file `/favicon.svg` (baseline)', staticRun),
    row('SSR home `/`', ssrRun),
    '',
    `- SSR home / static file: **${(ratio * 100).toFixed(1)}%** (target at least ${TARGET_SSR_RATIO * 100}%): ${ratio >= TARGET_SSR_RATIO ? 'met' : 'NOT met'}`,
    `- Home JavaScript: **${jsKb.toFixed(1)} KB gzipped** in ${js.files} files (target at most ${TARGET_HOME_JS_KB} KB): ${jsKb <= TARGET_HOME_JS_KB ? 'met' : 'NOT met'}`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('web', report);
  if (ssrRun.non2xx > 0 || staticRun.non2xx > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
