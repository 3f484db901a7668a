/**
 * `npm run test:e2e`: builds the web app if needed, starts the real server for two brands on free ports, and runs
 * the Playwright journeys in Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH). `npm run screenshots`
 * (`--screenshots`) runs them taking a picture of every screen they pass, into `e2e/screenshots/`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './support/ensure-web-build.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const SCREENSHOTS_FLAG = '--screenshots';
const screenshots = process.argv.includes(SCREENSHOTS_FLAG);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== SCREENSHOTS_FLAG);

/** Noon in Kyiv (10:00 UTC in winter, 09:00 in summer: 10:00 UTC is noon or 13:00) on the next Sunday. */
function comingSundayNoonInKyiv(now = new Date()): Date {
  const sunday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7 - now.getUTCDay()),
  );
  sunday.setUTCHours(10);
  return sunday;
}

ensureWebBuild();
// The servers the journeys start (and the brands' servers the page walk starts) run without the sandbox odds feed,
// which would otherwise write prices into their databases all along; the betting journey starts its own with it.
process.env.SPORTS_FEED ??= 'off';
// The journeys use king (relative addresses) and vlk; the page walk starts the other brands' servers while it runs.
// Every journey registers its own players from one address: the per-address limits (covered by the server's own
// tests) would refuse the later ones.
const JOURNEY_BRANDS = ['king', 'vlk'] as const;
// The chance journeys' own server: its clock on the coming Sunday (the weekly dice is thrown on Sundays only) and
// its players' chance seeds derived from a secret the journeys know, so a journey can choose a throw's outcome the
// way a player chooses a client seed, through the real draw.
const CHANCE_SEED_SECRET = randomBytes(24).toString('hex');
const started = await Promise.allSettled([
  ...JOURNEY_BRANDS.map((brand) =>
    // Short live crash rounds keep the crash journey well under a minute.
    startServer({ BRAND: brand, RATE_LIMITS: 'off', CRASH_BETTING_MS: '5000', CRASH_PAUSE_MS: '2000' }),
  ),
  startServer({
    BRAND: 'king',
    RATE_LIMITS: 'off',
    CLOCK_START: comingSundayNoonInKyiv().toISOString(),
    CHANCE_SEED_SECRET,
  }),
]);
const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  // The server that did start is stopped too: none is left running without its runner.
  await Promise.all(servers.map((server) => server.stop()));
  console.error(failure.reason);
  process.exit(1);
}
const [king, vlk, chance] = servers as [RunningServer, RunningServer, RunningServer];
let status = 1;
try {
  const run = spawnSync(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', ...playwrightArgs],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_URL: king.url,
        E2E_URL_VLK: vlk.url,
        E2E_URL_CHANCE: chance.url,
        E2E_CHANCE_SEED_SECRET: CHANCE_SEED_SECRET,
        CHROMIUM_PATH: chromium,
        ...(screenshots ? { E2E_SCREENSHOTS: '1' } : {}),
      },
    },
  );
  status = run.status ?? 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
process.exit(status);
