import { ensureWebBuild } from '../../../../scripts/support/ensure-web-build.ts';

/**
 * Vitest global setup: the server-rendering tests load the built web app, so build it first when it is missing
 * or older than its sources (the same check `npm start` makes). `SKIP_WEB_BUILD=1` skips it for runs that render
 * no pages (a module's own tests while the web app is being changed), and `npm run test:pg` for its shards once it has
 * built the app itself.
 */
export default function setup(): void {
  if (process.env.SKIP_WEB_BUILD === '1') return;
  try {
    ensureWebBuild();
  } catch (error) {
    throw new Error(
      `${(error as Error).message}. Tests that render no pages can run without it: SKIP_WEB_BUILD=1 vitest run <paths>`,
    );
  }
}
