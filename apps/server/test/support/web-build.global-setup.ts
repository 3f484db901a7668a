import { ensureWebBuild } from '../../../../scripts/support/ensure-web-build.ts';

/**
 * Vitest global setup: the server-rendering tests load the built web app, so build it first when it is missing
 * or older than its sources (the same check `npm start` makes).
 */
export default function setup(): void {
  ensureWebBuild();
}
