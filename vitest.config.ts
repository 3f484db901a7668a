import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    globalSetup: [
      'apps/server/test/support/web-build.global-setup.ts',
      'apps/server/test/support/migrated-database.global-setup.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
