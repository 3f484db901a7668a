import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/platform/db/prepared.ts';
import type { TestApp } from './test-app.ts';

/** Long enough for another test file's transaction on the same server to end; a stuck reader fails its test after. */
const DRAIN_TIMEOUT_MS = 20_000;
const RETRY_MS = 25;

/**
 * Relays until every event written so far has been handed to its readers. The relay reads an event only once no
 * older transaction is open anywhere on the PostgreSQL server (its horizon is the server's snapshot xmin, so a late
 * commit is never skipped); with test files sharing a server, another database's open transaction can hold an event
 * back for a moment, and a relay round that finds nothing has not drained the outbox. On PGlite nothing else runs.
 */
export async function drainOutbox(testApp: TestApp): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await testApp.app.outbox.runOnce()) > 0) continue;
    if (!(await eventsBehindHorizon(testApp))) return;
    await sleep(RETRY_MS);
  }
}

async function eventsBehindHorizon(testApp: TestApp): Promise<boolean> {
  const [row] = rowsOf<{ waiting: boolean }>(
    await testApp.database.db.execute(
      sql`select exists (
            select 1 from outbox_events where tx_id >= pg_snapshot_xmin(pg_current_snapshot())
          ) as waiting`,
    ),
  );
  return row?.waiting === true;
}
