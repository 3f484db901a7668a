import { AJAX_HEADER, AJAX_HEADER_VALUE } from '@casino/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/app.ts';
import { PasswordHasher } from '../../src/modules/accounts/auth/password-hasher.ts';
import type { WebBuild } from '../../src/modules/web/web-build.ts';
import { manualClock } from '../../src/platform/clock.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { injectFetch } from './inject-fetch.ts';
import { createTestDatabase } from './test-database.ts';

/** scrypt at a test cost (N=2^10): the same code path, a thousandth of the work. */
export const TEST_PASSWORD_HASHER = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

export type ManualClock = ReturnType<typeof manualClock>;

/** A fixed start for the manual clock, so every time window in the tests is relative to a known moment. */
export const TEST_START = '2026-03-01T12:00:00.000Z';

export interface TestAppOptions {
  /** Environment read by `loadConfig`, e.g. `{ BRAND: 'vlk' }`; nothing comes from the real environment. */
  env?: Record<string, string>;
  /** A database shared with other apps of the test file; without it the app gets its own fresh one. */
  database?: Database;
  /** Where the manual clock starts; defaults to TEST_START. */
  now?: string;
  /** The built web app, for server-rendering tests. */
  web?: WebBuild;
  /** Account service replacements, e.g. a cheap password hasher. */
  accounts?: AppDependencies['accounts'];
  /**
   * Wraps the app's outgoing `fetch`, which reaches the app itself through `app.inject` (the casino calling
   * the sandbox provider and back), e.g. to answer some hosts from the test.
   */
  fetch?: (toApp: typeof fetch) => typeof fetch;
  /** Push endpoint limits and timings, e.g. short pings. */
  push?: AppDependencies['push'];
  /** Told of every route the app registers. */
  onRoute?: AppDependencies['onRoute'];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: Config;
  /** The app's outgoing fetch: requests are answered by the app itself, unless the test wrapped it. */
  fetch: typeof fetch;
  /** Closes the app, and the database when the app created it. */
  close(): Promise<void>;
}

/** Builds the real app (`buildApp`) on a test database and a manual clock, without logging. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? owned!.database;
  const config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const clock = manualClock(options.now ?? TEST_START);
  let built: FastifyInstance | undefined;
  const toApp = injectFetch(() => {
    if (!built) throw new Error('the app made a request before it was built');
    return built;
  });
  const fetch = options.fetch ? options.fetch(toApp) : toApp;
  try {
    const app = await buildApp({
      config,
      database,
      clock,
      fetch,
      logger: false,
      // Tests run job rounds themselves, at the moment they choose.
      startJobs: false,
      ...(options.web ? { web: options.web } : {}),
      ...(options.push ? { push: options.push } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
      // Cheap password hashing keeps the suite fast; hashes name their cost, so production verifies them too.
      accounts: { passwords: TEST_PASSWORD_HASHER, ...options.accounts },
    });
    built = app;
    return {
      app,
      database,
      clock,
      config,
      fetch,
      close: async () => {
        await app.close();
        await owned?.cleanup();
      },
    };
  } catch (error) {
    await owned?.cleanup();
    throw error;
  }
}

/** An API call as the web client makes it: with the AJAX marker header. */
export function callApi(
  app: FastifyInstance,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    ...options,
    headers: { [AJAX_HEADER]: AJAX_HEADER_VALUE, ...options.headers },
  });
}

/** Seeds a database as a node's boot does: every seed the modules register, under the seed lock. */
export async function seedAsAtBoot(database: Database, env: Record<string, string> = {}): Promise<void> {
  const seeding = await buildTestApp({ database, env });
  try {
    await seeding.app.seeds.runAtBoot(database, seeding.config);
  } finally {
    await seeding.close();
  }
}
