import { OPERATOR_RECONCILIATION_ENDPOINTS, type ReconciliationRunView } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { LedgerReconciliationRow, LedgerReconciliations } from '../../wallet/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

export interface ReconciliationSources {
  reconciliations: Pick<LedgerReconciliations, 'run' | 'status' | 'history'>;
  /** The login of an operator, by id, for the runs they asked for. */
  operatorLogin(id: number): Promise<string | undefined>;
}

async function viewsOf(
  rows: (LedgerReconciliationRow | undefined)[],
  sources: ReconciliationSources,
): Promise<(ReconciliationRunView | null)[]> {
  const logins = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row?.operatorId).filter((id) => id != null))) {
    logins.set(id, (await sources.operatorLogin(id)) ?? `#${id}`);
  }
  return rows.map((row) =>
    row
      ? {
          id: row.id,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          ok: row.ok,
          trigger: row.trigger,
          operatorLogin: row.operatorId == null ? null : (logins.get(row.operatorId) ?? null),
          durationMs: row.durationMs,
          counted: row.counted,
          checks: row.problems,
        }
      : null,
  );
}

/** The ledger's reconciliation in the console: its latest result and history, and a run on demand. */
export function reconciliationRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  sources: ReconciliationSources,
): void {
  const { reconciliations } = sources;
  serveOperatorEndpoints(
    app,
    OPERATOR_RECONCILIATION_ENDPOINTS,
    {
      status: async ({ query }) => {
        const [{ latest, running }, page] = await Promise.all([
          reconciliations.status(),
          reconciliations.history(query.limit, (query.page - 1) * query.limit),
        ]);
        const [latestView = null, runningView = null, ...history] = await viewsOf(
          [latest, running, ...page.runs],
          sources,
        );
        return {
          success: true,
          latest: latestView,
          running: runningView,
          history: history.filter((run) => run !== null),
          total: page.total,
        };
      },
      run: async ({ session }) => {
        const [run] = await viewsOf([await reconciliations.run('operator', session.operator.id)], sources);
        if (!run) throw new Error('a reconciliation run without its view');
        return { success: true, run };
      },
    },
    guard,
  );
}
