import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Sources whose changes require rebuilding the web app. */
const SOURCE_ROOTS = [
  'apps/web/app',
  'apps/web/public',
  'packages/contracts/src',
  'packages/i18n/src',
  'packages/game-math/src',
];
const SOURCE_FILES = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'];
export const WEB_SERVER_ENTRY = 'apps/web/build/server/index.js';

function newestMtime(entry: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(root: string): boolean {
  const built = newestMtime(path.join(root, WEB_SERVER_ENTRY));
  if (built === 0) return true;
  const sources = [...SOURCE_ROOTS, ...SOURCE_FILES].map((entry) => newestMtime(path.join(root, entry)));
  return Math.max(...sources) > built;
}
