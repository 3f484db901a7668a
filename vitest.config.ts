import { defineConfig } from 'vitest/config';

/**
 * Two projects (decision 019). The server's files share one module graph per worker (`isolate: false`): each
 * file builds its own app on its own database, and importing the app afresh for every file was most of the
 * suite's time. The web's, the packages' and the rule set's files keep a fresh graph each, since the web's modules
 * hold page-wide state (the modal registry, stores) that one file sets up for itself.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Both cores: a worker waits on its database for much of a test.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          isolate: false,
          globalSetup: [
            'apps/server/test/support/web-build.global-setup.ts',
            'apps/server/test/support/migrated-database.global-setup.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/backoffice/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'test/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
