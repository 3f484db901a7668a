/**
 * `npm run test:e2e`: builds the web app if needed, starts the real server for the default brand on a free port, and
 * runs the Playwright journeys in Debian's headless Chromium (`/usr/bin/chromium-headless-shell`, or CHROMIUM_PATH).
 * `npm run screenshots` (`--screenshots`) runs them taking a picture of every screen they pass, into `e2e/screenshots/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './support/ensure-web-build.ts';
import { HEADLESS_CHROMIUM } from './support/headless-chromium.ts';
import { MIGRATED_PGLITE_VARIABLE, migratedPgliteFolder } from './support/migrated-data-folder.ts';
import { startServer } from './support/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? HEADLESS_CHROMIUM;
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const SCREENSHOTS_FLAG = '--screenshots';
const screenshots = process.argv.includes(SCREENSHOTS_FLAG);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== SCREENSHOTS_FLAG);

ensureWebBuild();
// The servers of the journeys run without the sandbox odds feed, which would otherwise write prices into their
// databases all along; the betting journey starts its own with it.
process.env.SPORTS_FEED ??= 'off';
// Every server of the run, the runner's and the journeys' own, starts from one migrated database.
const migrated = await migratedPgliteFolder();
process.env[MIGRATED_PGLITE_VARIABLE] = migrated.folder;
// The journeys use king (relative addresses); journeys that need another brand, another clock or the odds feed start
// a server of their own while they run. Every journey registers its own players from one address: the per-address
// limits (covered by the server's own tests) would refuse the later ones. Short live crash rounds keep the crash
// journey well under a minute.
const king = await startServer({
  BRAND: 'king',
  RATE_LIMITS: 'off',
  CRASH_BETTING_MS: '10000',
  CRASH_PAUSE_MS: '2000',
});
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
        CHROMIUM_PATH: chromium,
        ...(screenshots ? { E2E_SCREENSHOTS: '1' } : {}),
      },
    },
  );
  status = run.status ?? 1;
} finally {
  await king.stop();
  migrated.dispose();
}
process.exit(status);
