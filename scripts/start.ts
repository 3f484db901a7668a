/**
 * `npm start`: builds the web app when it is missing or stale, then starts the server, which migrates the
 * database and seeds the demo on first run. Configuration comes from the environment (see README).
 */
import { ensureWebBuild } from './support/ensure-web-build.ts';

ensureWebBuild();
await import('../apps/server/src/main.ts');
