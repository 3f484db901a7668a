import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/prepared.ts';
import { JOB_SCHEMA } from './job-schema.ts';

export type JobRow = {
  queue: string;
  id: string;
  retries: number;
  /** For a dead letter, the queue it failed on. */
  source: string | null;
  error: string | null;
  at: Date | null;
};

interface Row {
  name: string;
  id: string;
  retry_count: number;
  source_name: string | null;
  error: string | null;
  at: string | Date | null;
}

const LIMIT = 100;

function toJobRows(rows: Row[]): JobRow[] {
  return rows.map((row) => ({
    queue: row.name,
    id: row.id,
    retries: row.retry_count,
    source: row.source_name,
    error: row.error,
    at: row.at === null ? null : new Date(row.at),
  }));
}

/** What operators look at (`npm run jobs`): the jobs that failed for good and those waiting in dead letter queues. */
export const jobReport = {
  /** Jobs that failed their last attempt, newest first (kept for the queue's retention). */
  async failed(db: Db, queue?: string): Promise<JobRow[]> {
    return toJobRows(
      rowsOf<Row>(
        await db.execute(sql`
          select name, id::text as id, retry_count, source_name,
                 coalesce(output->>'message', output::text) as error, completed_on as at
          from ${sql.identifier(JOB_SCHEMA)}.job
          where state = 'failed' and (${queue ?? null}::text is null or name = ${queue ?? null})
          order by completed_on desc
          limit ${LIMIT}`),
      ),
    );
  },

  /** Jobs moved to a dead letter queue and not handled since, oldest first, with the error they failed with. */
  async deadLettered(db: Db): Promise<JobRow[]> {
    return toJobRows(
      rowsOf<Row>(
        await db.execute(sql`
          select name, id::text as id, coalesce(source_retry_count, 0) as retry_count, source_name,
                 coalesce(source_output->>'message', source_output::text) as error, created_on as at
          from ${sql.identifier(JOB_SCHEMA)}.job
          where source_name is not null and state in ('created', 'retry')
          order by created_on
          limit ${LIMIT}`),
      ),
    );
  },
};
