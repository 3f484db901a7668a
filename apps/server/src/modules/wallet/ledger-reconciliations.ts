import type { ReconciliationTrigger } from '@casino/contracts/backoffice';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LedgerReconciliationRow } from './reconciliation.schema.ts';
import { type ReconciliationReport, reconcile } from './reconciliation.ts';
import type { ReconciliationRunsRepository } from './reconciliation-runs.repository.ts';
import { walletErrors } from './wallet.errors.ts';

/**
 * A run still open after this long is taken as abandoned (its process died mid-check), so a crash does not block
 * every later run; a whole check of a large ledger takes minutes, not this.
 */
const ABANDONED_AFTER_MS = 30 * 60_000;

/** Where a run that finds problems is reported: the application's logger, at error level. */
export interface ReconciliationLog {
  error(details: object, message: string): void;
}

export interface LedgerReconciliationsDeps {
  db: Db;
  clock: Clock;
  runs: ReconciliationRunsRepository;
  log: ReconciliationLog;
}

/** Each check's count of problems, without the samples: what a log line carries. */
function problemCounts(report: ReconciliationReport): Record<string, number> {
  return Object.fromEntries(
    Object.entries(report.checks)
      .filter(([, check]) => check.problems > 0)
      .map(([name, check]) => [name, check.problems]),
  );
}

/**
 * The ledger's reconciliation as a recorded run: whoever starts it (the schedule, an operator, the command),
 * each run is kept with its report, one runs at a time, and a ledger that does not reconcile is logged as an error.
 */
export class LedgerReconciliations {
  readonly #deps: LedgerReconciliationsDeps;

  constructor(deps: LedgerReconciliationsDeps) {
    this.#deps = deps;
  }

  /** Checks the whole ledger and records the run; refused (`reconciliation_running`) while another runs. */
  async run(
    trigger: ReconciliationTrigger,
    operatorId: number | null = null,
  ): Promise<LedgerReconciliationRow> {
    const { db, clock, runs, log } = this.#deps;
    const now = clock.now();
    await runs.abandonStartedBefore(new Date(now.getTime() - ABANDONED_AFTER_MS), now);
    const started = await runs.start(trigger, operatorId, now);
    if (!started) throw walletErrors.reconciliationRunning();
    let report: ReconciliationReport;
    try {
      report = await reconcile(db);
    } catch (error) {
      await runs.finish(started.id, null, clock.now());
      throw error;
    }
    const finished = await runs.finish(started.id, report, clock.now());
    if (!report.ok) {
      log.error(
        { reconciliationId: finished.id, trigger, operatorId, problems: problemCounts(report) },
        'The ledger does not reconcile',
      );
    }
    return finished;
  }

  /** The periodic job's run: a run already going (an operator's, a slow one) is the check of this period too. */
  async runScheduled(): Promise<LedgerReconciliationRow | null> {
    try {
      return await this.run('schedule');
    } catch (error) {
      if (error instanceof AppError && error.code === 'reconciliation_running') return null;
      throw error;
    }
  }

  /** The newest run with a report, and the one running now, if any. */
  async status(): Promise<{
    latest: LedgerReconciliationRow | undefined;
    running: LedgerReconciliationRow | undefined;
  }> {
    const { runs } = this.#deps;
    const [latest, running] = await Promise.all([runs.latestReport(), runs.running()]);
    return { latest, running };
  }

  /** One page of the runs, newest first. */
  history(limit: number, offset: number): Promise<{ runs: LedgerReconciliationRow[]; total: number }> {
    return this.#deps.runs.page(limit, offset);
  }
}
