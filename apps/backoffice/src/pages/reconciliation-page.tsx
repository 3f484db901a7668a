import { OPERATOR_RECONCILIATION_ENDPOINTS, type ReconciliationRunView } from '@casino/contracts/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { RECONCILIATION_RUNS_PER_PAGE, reconciliationsQuery } from '../api/queries';
import { useCan } from '../api/session';
import { Badge, Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { formatDuration, ReconciliationResult, TRIGGER_LABELS } from './reconciliation-result';

/** While a run is going, the page asks again this often to show its result when it ends. */
const WHILE_RUNNING_MS = 5_000;

function RunResult({ run }: { run: ReconciliationRunView }) {
  if (run.finishedAt === null) return <Badge tone="blue">Running</Badge>;
  if (run.ok === null) return <Badge tone="amber">Did not finish</Badge>;
  return run.ok ? <Badge tone="green">Reconciles</Badge> : <Badge tone="red">Problems found</Badge>;
}

function HistoryTable({ runs }: { runs: ReconciliationRunView[] }) {
  return (
    <table className="bo-table">
      <caption className="sr-only">Reconciliation runs, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Trigger</th>
          <th scope="col">Who</th>
          <th scope="col" className="text-right">
            Duration
          </th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <td className="whitespace-nowrap text-slate-600">{formatDateTime(run.startedAt)}</td>
            <td>{TRIGGER_LABELS[run.trigger]}</td>
            <td>{run.operatorLogin ?? <span className="text-slate-400">—</span>}</td>
            <td className="text-right tabular-nums">{formatDuration(run.durationMs)}</td>
            <td>
              <RunResult run={run} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The double-entry ledger's full check: its latest result, every run, and a run on demand. */
export function ReconciliationPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const status = useQuery({
    ...reconciliationsQuery(page),
    refetchInterval: (query) => (query.state.data?.running ? WHILE_RUNNING_MS : false),
  });
  const runNow = useMutation({
    mutationFn: () => callOperatorEndpoint(OPERATOR_RECONCILIATION_ENDPOINTS.run),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
    onSuccess: () => setPage(1),
  });
  const data = status.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / RECONCILIATION_RUNS_PER_PAGE));
  return (
    <>
      <PageHeader
        title="Ledger reconciliation"
        description="Balances equal their entries, transfers balance, currencies sum to zero. Checked on a schedule."
        actions={
          can('ledger.reconcile') ? (
            <Button
              variant="primary"
              busy={runNow.isPending}
              disabled={Boolean(data?.running)}
              onClick={() => runNow.mutate()}
            >
              <Play aria-hidden="true" className="size-3.5" />
              Run now
            </Button>
          ) : null
        }
      />
      <div className="space-y-4">
        {runNow.isError ? <Notice>{errorMessage(runNow.error)}</Notice> : null}
        {data?.running ? (
          <Notice tone="blue">
            A run started {formatDateTime(data.running.startedAt)} is going; its result shows here when it
            ends.
          </Notice>
        ) : null}
        {status.isPending ? (
          <Loading />
        ) : status.isError ? (
          <Notice>{errorMessage(status.error)}</Notice>
        ) : (
          <>
            <Card title="Latest result">
              {status.data.latest ? (
                <ReconciliationResult run={status.data.latest} />
              ) : (
                <EmptyState>The ledger has not been reconciled yet.</EmptyState>
              )}
            </Card>
            <Card
              title="History"
              actions={
                pages > 1 ? (
                  <div className="flex items-center gap-2 text-xs text-slate-500">
                    <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Newer
                    </Button>
                    Page {page} of {pages}
                    <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      Older
                    </Button>
                  </div>
                ) : null
              }
            >
              {status.data.history.length === 0 ? (
                <EmptyState>No runs yet.</EmptyState>
              ) : (
                <div className="-m-4 overflow-x-auto">
                  <HistoryTable runs={status.data.history} />
                </div>
              )}
            </Card>
          </>
        )}
      </div>
    </>
  );
}
