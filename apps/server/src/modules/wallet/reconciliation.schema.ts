import type { ReconciliationTrigger } from '@casino/contracts/backoffice';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReconciliationReport } from './reconciliation.ts';

/**
 * Every run of the ledger's reconciliation: a row is written when the run starts (finished_at null while it
 * runs) and completed with the report when it ends. The partial unique index lets one run at a time exist across
 * every node. `ok` stays null for a run that never finished (the process died or the check failed).
 */
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    counted: jsonb('counted').$type<ReconciliationReport['counted']>(),
    /** Each check's problem count and sample rows, by check. */
    problems: jsonb('problems').$type<ReconciliationReport['checks']>(),
    durationMs: integer('duration_ms'),
    trigger: text('trigger').$type<ReconciliationTrigger>().notNull(),
    /** The back office operator who asked for the run; null for the schedule and the command. */
    operatorId: bigint('operator_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('ledger_reconciliations_one_running').on(sql`(true)`).where(sql`${table.finishedAt} is null`),
  ],
);

export type LedgerReconciliationRow = typeof ledgerReconciliations.$inferSelect;
