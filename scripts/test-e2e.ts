/**
 * `npm run test:e2e`: builds the web app if needed, starts the real server for two brands on free ports, and runs
 * the Playwright journeys in Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH). `npm run screenshots`
 * (`--screenshots`) runs them taking a picture of every screen they pass, into `e2e/screenshots/`.
 */
import { spawnSync } from 'node:child_process';
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

ensureWebBuild();
// The servers the journeys start (and the brands' servers the page walk starts) run without the sandbox odds feed,
// which would otherwise write prices into their databases all along; the betting journey starts its own with it.
process.env.SPORTS_FEED ??= 'off';
// The journeys use king (relative addresses) and vlk; the page walk starts the other brands' servers while it runs.
// Every journey registers its own players from one address: the per-address limits (covered by the server's own
// tests) would refuse the later ones.
const JOURNEY_BRANDS = ['king', 'vlk'] as const;
const started = await Promise.allSettled(
  JOURNEY_BRANDS.map((brand) =>
    // Short live crash rounds keep the crash journey well under a minute.
    startServer({ BRAND: brand, RATE_LIMITS: 'off', CRASH_BETTING_MS: '5000', CRASH_PAUSE_MS: '2000' }),
  ),
);
const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  // The server that did start is stopped too: none is left running without its runner.
  await Promise.all(servers.map((server) => server.stop()));
  console.error(failure.reason);
  process.exit(1);
}
const [king, vlk] = servers as [RunningServer, RunningServer];
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
