import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const WEB_SERVER_ENTRY = 'apps/web/build/server/index.js';
export const CONSOLE_ENTRY = 'apps/backoffice/build/index.html';

/** Sources both front-end apps are built from. */
const SHARED_SOURCES = ['packages/contracts/src', 'package-lock.json'];

/** Each app `npm run build` builds: the file its build ends with, and the sources that file is older than when stale. */
const BUILDS = [
  {
    entry: WEB_SERVER_ENTRY,
    sources: [
      'apps/web/app',
      'apps/web/public',
      'packages/i18n/src',
      'packages/game-math/src',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
    ],
  },
  {
    // The operators' console (apps/backoffice).
    entry: CONSOLE_ENTRY,
    sources: ['apps/backoffice/src', 'apps/backoffice/index.html', 'apps/backoffice/vite.config.ts'],
  },
];
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

/** True when either app's build (the site's, the console's) is missing or older than any of its sources. */
export function webBuildIsStale(root: string): boolean {
  return BUILDS.some(({ entry, sources }) => {
    const built = newestMtime(path.join(root, entry));
    if (built === 0) return true;
    const newest = [...sources, ...SHARED_SOURCES].map((source) => newestMtime(path.join(root, source)));
    return Math.max(...newest) > built;
  });
}
