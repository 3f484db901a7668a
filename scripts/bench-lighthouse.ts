/**
 * `npm run bench:lighthouse`: Lighthouse's performance score on a phone (its default mobile profile: a mid-range
 * phone's screen, four-fold slower CPU and a slow 4G network, simulated) for the pages a first-time visitor lands
 * on, each the median of BENCH_RUNS fresh visits (default 3) in Debian's Chromium, against a bare HTML page served
 * from the same machine in the same run. Writes the results to BENCHMARKS.md.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { ensureWebBuild } from './support/ensure-web-build.ts';
import { startServer } from './support/server-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_SCORE = 90;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The sportsbook is measured with the odds feed filling its line; the casino's pages without its work beside them. */
const PAGES = [
  { name: 'home', path: '/', feed: false },
  { name: 'games lobby', path: '/games/', feed: false },
  { name: 'a game page', path: '/games/book-of-sevens/', feed: false },
  { name: 'sportsbook', path: '/sports-book/', feed: true },
] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Visit {
  score: number;
  metrics: Record<(typeof METRICS)[number][0], number>;
  benchmarkIndex: number;
}

/**
 * Lighthouse's error when Chromium's trace of the load lost its navigation start (now and then on a busy machine):
 * the visit says nothing about the page and is made again.
 */
const LOST_TRACE = 'NO_NAVSTART';
const ATTEMPTS = 3;

/** One first visit, made again when its trace was lost. */
async function visit(url: string): Promise<Visit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await visitOnce(url);
    } catch (error) {
      if (!(error instanceof LostTrace) || attempt === ATTEMPTS) throw error;
    }
  }
}

class LostTrace extends Error {}

/** One first visit (a fresh browser profile: no cache, no cookies) measured by Lighthouse. */
async function visitOnce(url: string): Promise<Visit> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const Failure = lhr.runtimeError.code === LOST_TRACE ? LostTrace : Error;
      throw new Failure(`${url}: ${lhr.runtimeError.message}`);
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: Object.fromEntries(
        METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Visit['metrics'],
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median visit of RUNS: each figure is its own median. */
async function measure(url: string): Promise<Visit> {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(url));
  return {
    score: median(visits.map((one) => one.score)),
    metrics: Object.fromEntries(
      METRICS.map(([id]) => [id, median(visits.map((one) => one.metrics[id]))]),
    ) as Visit['metrics'],
    benchmarkIndex: median(visits.map((one) => one.benchmarkIndex)),
  };
}

/** A bare page (a heading and a paragraph, no script, no stylesheet): the best score this machine can give. */
async function startBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><h1>Bare page</h1><p>No script, no stylesheet.</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function format(id: (typeof METRICS)[number][0], value: number): string {
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)}`;
}

/**
 * The site as production runs it (which requires the Redis its nodes share), with or without the sandbox odds feed:
 * the feed fills the sportsbook's line, live matches and all, as a real feed would, and works in the background
 * (about a fifth of a core here) while it runs.
 */
async function startSite(feed: boolean) {
  const server = await startServer({
    NODE_ENV: 'production',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SPORTS_FEED: feed ? 'sandbox' : 'off',
  });
  if (feed) await lineFilled(server.url).catch((error) => server.stop().then(() => Promise.reject(error)));
  return server;
}

const LINE_WITHIN_MS = 60_000;

/** Waits until the feed has put live and upcoming matches in the line (a few seconds after the server starts). */
async function lineFilled(url: string): Promise<void> {
  const count = async (status: 'live' | 'upcoming') => {
    const response = await fetch(
      `${url}/rest/sports-book/events/?lang=uk&status=${status}&limit=1&offset=0`,
      {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      },
    );
    return response.ok ? ((await response.json()) as { data: { total: number } }).data.total : 0;
  };
  for (const deadline = Date.now() + LINE_WITHIN_MS; Date.now() < deadline; ) {
    if ((await count('live')) > 0 && (await count('upcoming')) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the sandbox feed put no matches in the line within ${LINE_WITHIN_MS / 1000} s`);
}

ensureWebBuild();
const bare = await startBarePage();
try {
  const baseline = await measure(bare.url);
  const rows: string[] = [];
  let met = true;
  for (const page of PAGES) {
    const server = await startSite(page.feed);
    const result = await measure(`${server.url}${page.path}`).finally(() => server.stop());
    met &&= result.score >= TARGET_SCORE;
    const figures = METRICS.map(([id]) => format(id, result.metrics[id]));
    rows.push(
      `| ${page.name} \`${page.path}\` | **${result.score}** | ${(result.score / baseline.score).toFixed(2)} | ${figures.join(' | ')} |`,
    );
    console.log(page.path, result.score, figures.join(' '));
  }
  const baselineFigures = METRICS.map(([id]) => format(id, baseline.metrics[id]));
  const report = [
    `## Web: Lighthouse on a phone (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Lighthouse 13 performance, mobile profile (simulated slow 4G and four-fold CPU slowdown), a first visit`,
    `in a fresh profile, median of ${RUNS} visits per page; a server process per page (NODE_ENV=production,`,
    `embedded PGlite; the sandbox odds feed filling the sportsbook's line) on the same 2-core machine.`,
    `This machine's Lighthouse benchmark index: ${Math.round(baseline.benchmarkIndex)}.`,
    'Times in milliseconds.',
    '',
    `| page | score | / bare page | ${METRICS.map(([, label]) => label).join(' | ')} |`,
    `| --- | ---: | ---: | ${METRICS.map(() => '---:').join(' | ')} |`,
    `| bare HTML page (baseline) | ${baseline.score} | 1.00 | ${baselineFigures.join(' | ')} |`,
    ...rows,
    '',
    `- Target: a score of at least ${TARGET_SCORE} on every page: ${met ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeBenchmarkSection('lighthouse', report);
} finally {
  await bare.stop();
}
