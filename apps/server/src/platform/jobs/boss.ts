import { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { jobQueueAdapter } from './job-queue-adapter.ts';
import { JOB_SCHEMA } from './job-schema.ts';

/**
 * A pg-boss instance on the application's database, its own migration off: the schema is a committed migration
 * (decision 024). `work` turns on what only job nodes do: maintenance, schedules and the instance registry.
 */
export function createBoss(database: Database, options: { work: boolean }): PgBoss {
  return new PgBoss({
    db: jobQueueAdapter(database.driver),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
    migrate: false,
    createSchema: false,
    supervise: options.work,
    schedule: options.work,
    registerInstance: options.work,
    openTelemetry: { enabled: false },
  });
}
