import { randomBytes } from 'node:crypto';

/** Every throwaway PostgreSQL database of the suite starts with this, so leftovers are easy to find. */
export const TEST_DATABASE_PREFIX = 'casino_test_';

/**
 * Set by `npm run test:pg` to one value per run, so the run can check afterwards that every test file dropped
 * its database (and tell them apart from another run's on the same server).
 */
export const TEST_RUN_ID_VARIABLE = 'TEST_DATABASE_RUN_ID';

export function testDatabasePrefix(runId: string): string {
  return `${TEST_DATABASE_PREFIX}${runId}_`;
}

/** A fresh database name: lower-case letters, digits and underscores only, so it never needs quoting rules. */
export function newTestDatabaseName(runId = 'adhoc'): string {
  return `${testDatabasePrefix(runId)}${randomBytes(6).toString('hex')}`;
}
