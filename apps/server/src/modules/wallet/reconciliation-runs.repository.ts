import type { ReconciliationTrigger } from '@casino/contracts/backoffice';
import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type LedgerReconciliationRow, ledgerReconciliations } from './reconciliation.schema.ts';
import type { ReconciliationReport } from './reconciliation.ts';

/** The recorded runs of the ledger's reconciliation. */
export class ReconciliationRunsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Records a run as started; undefined when another run has not finished (one runs at a time). */
  async start(
    trigger: ReconciliationTrigger,
    operatorId: number | null,
    at: Date,
  ): Promise<LedgerReconciliationRow | undefined> {
    const [row] = await this.#db
      .insert(ledgerReconciliations)
      .values({ startedAt: at, trigger, operatorId })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Completes a run with its report, or, without one, as a run that did not finish. */
  async finish(id: number, report: ReconciliationReport | null, at: Date): Promise<LedgerReconciliationRow> {
    const [row] = await this.#db
      .update(ledgerReconciliations)
      .set({
        finishedAt: at,
        ok: report?.ok ?? null,
        counted: report?.counted ?? null,
        problems: report?.checks ?? null,
        durationMs: report?.durationMs ?? null,
      })
      .where(eq(ledgerReconciliations.id, id))
      .returning();
    if (!row) throw new Error(`no reconciliation run ${id}`);
    return row;
  }

  /** Closes, as not finished, the runs still open that started before `before`: their process is gone. */
  async abandonStartedBefore(before: Date, at: Date): Promise<void> {
    await this.#db
      .update(ledgerReconciliations)
      .set({ finishedAt: at })
      .where(and(isNull(ledgerReconciliations.finishedAt), lt(ledgerReconciliations.startedAt, before)));
  }

  async running(): Promise<LedgerReconciliationRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(ledgerReconciliations)
      .where(isNull(ledgerReconciliations.finishedAt));
    return row;
  }

  /** The newest run that produced a report. */
  async latestReport(): Promise<LedgerReconciliationRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(ledgerReconciliations)
      .where(isNotNull(ledgerReconciliations.ok))
      .orderBy(desc(ledgerReconciliations.id))
      .limit(1);
    return row;
  }

  /** One page of every run, newest first, and how many runs there are. */
  async page(limit: number, offset: number): Promise<{ runs: LedgerReconciliationRow[]; total: number }> {
    const [runs, [total]] = await Promise.all([
      this.#db
        .select()
        .from(ledgerReconciliations)
        .orderBy(desc(ledgerReconciliations.id))
        .limit(limit)
        .offset(offset),
      this.#db.select({ total: count() }).from(ledgerReconciliations),
    ]);
    return { runs, total: total?.total ?? 0 };
  }
}
