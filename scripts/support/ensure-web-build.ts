import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build-freshness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale(ROOT)) return;
  console.log('Building the web app…');
  // Always a production build, even when called from a test runner that sets NODE_ENV=test: a development React
  // bundle would behave (and log) differently from what players get.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`web build failed with code ${build.status}`);
}
