import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build-freshness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale(ROOT)) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`web build failed with code ${build.status}`);
}
