import {
  ADJUSTMENT_STATUSES,
  type AdjustmentReasonCode,
  type AdjustmentStatus,
  type AdjustmentView,
  OPERATOR_ADJUSTMENT_ENDPOINTS,
} from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { adjustmentsQuery } from '../api/queries';
import { useCan, useOperator } from '../api/session';
import { Dialog, ReasonField } from '../components/dialog';
import { StatusBadge } from '../components/statuses';
import { Button, Card, EmptyState, Loading, Notice, PageHeader, Tabs } from '../components/ui';
import { formatDateTime, formatMoney, humanize } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

/** The reason codes in the operators' words. */
export const REASON_CODE_LABELS: Record<AdjustmentReasonCode, string> = {
  goodwill: 'Goodwill',
  correction: 'Correction',
  chargeback: 'Chargeback',
  fraud_recovery: 'Fraud recovery',
  promotion: 'Promotion',
  other: 'Other',
};

/** The four-eyes threshold is configured in hryvnias, the site's main currency. */
const THRESHOLD_CURRENCY = 'UAH';

/** "Adjustments above 1 000.00 UAH wait for a second operator's approval." */
export function fourEyesLine(threshold: number): string {
  return `Adjustments above ${formatMoney(threshold, THRESHOLD_CURRENCY)} wait for a second operator's approval.`;
}

type Verdict = 'approve' | 'reject';

function DecisionDialog({
  adjustment,
  verdict,
  onClose,
}: {
  adjustment: AdjustmentView;
  verdict: Verdict;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  // Decided here or by someone else meanwhile: either way the list and the player are read again.
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
    void queryClient.invalidateQueries({ queryKey: ['players', adjustment.playerId] });
  };
  const { change, close, submit, reasonField } = useReasonedChange({
    send: (reason) =>
      callOperatorEndpoint(
        verdict === 'approve' ? OPERATOR_ADJUSTMENT_ENDPOINTS.approve : OPERATOR_ADJUSTMENT_ENDPOINTS.reject,
        { params: { id: adjustment.id }, body: { reason } },
      ).finally(readAgain),
    onClose,
  });
  const approving = verdict === 'approve';
  return (
    <Dialog
      open
      title={approving ? 'Approve adjustment' : 'Reject adjustment'}
      description={
        approving
          ? "The money moves as soon as you approve: the player's real balance changes."
          : 'No money moves; the operator who asked sees your reason.'
      }
      onClose={close}
      busy={change.isPending}
      submitLabel={approving ? 'Approve and apply' : 'Reject adjustment'}
      submitVariant={approving ? 'primary' : 'danger'}
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <dl className="grid grid-cols-[7rem_1fr] gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-[13px]">
        <dt className="text-slate-500">Player</dt>
        <dd className="font-medium">{adjustment.playerLogin}</dd>
        <dt className="text-slate-500">Adjustment</dt>
        <dd className="font-medium tabular-nums">
          {adjustment.direction === 'credit' ? 'Credit' : 'Debit'}{' '}
          {formatMoney(adjustment.amount, adjustment.currency)}
        </dd>
        <dt className="text-slate-500">Reason</dt>
        <dd>
          {REASON_CODE_LABELS[adjustment.reasonCode]}: {adjustment.reason}
        </dd>
        <dt className="text-slate-500">Requested by</dt>
        <dd>{adjustment.requestedBy}</dd>
      </dl>
      <ReasonField {...reasonField} />
    </Dialog>
  );
}

/** Adjustments as a table, with Approve and Reject on the waiting ones for whoever may decide them. */
export function AdjustmentsTable({
  adjustments,
  showPlayer = true,
}: {
  adjustments: AdjustmentView[];
  showPlayer?: boolean;
}) {
  const can = useCan();
  const operator = useOperator();
  const [open, setOpen] = useState<{ adjustment: AdjustmentView; verdict: Verdict } | null>(null);
  const mayDecide = can('ledger.approve');
  return (
    <>
      <table className="bo-table">
        <caption className="sr-only">Adjustments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Created</th>
            {showPlayer ? <th scope="col">Player</th> : null}
            <th scope="col">Direction</th>
            <th scope="col" className="text-right">
              Amount
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Requested by</th>
            <th scope="col">Status</th>
            <th scope="col">Decided by</th>
            <th scope="col" className="text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {adjustments.map((adjustment) => {
            const credit = adjustment.direction === 'credit';
            const pending = adjustment.status === 'pending';
            const own = adjustment.requestedBy === operator.login;
            return (
              <tr key={adjustment.id}>
                <td className="whitespace-nowrap text-slate-600">{formatDateTime(adjustment.createdAt)}</td>
                {showPlayer ? (
                  <td>
                    <Link
                      to={`/players/${adjustment.playerId}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {adjustment.playerLogin}
                    </Link>
                  </td>
                ) : null}
                <td className={credit ? 'text-emerald-700' : 'text-rose-700'}>
                  {credit ? 'Credit' : 'Debit'}
                </td>
                <td className="text-right font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(adjustment.amount, adjustment.currency)}
                </td>
                <td className="max-w-48">
                  <div className="font-medium">{REASON_CODE_LABELS[adjustment.reasonCode]}</div>
                  <div className="truncate text-xs text-slate-500" title={adjustment.reason}>
                    {adjustment.reason}
                  </div>
                </td>
                <td>{adjustment.requestedBy}</td>
                <td>
                  <StatusBadge status={adjustment.status} />
                </td>
                <td className="max-w-44">
                  {adjustment.decidedBy ? (
                    <>
                      <div>{adjustment.decidedBy}</div>
                      {adjustment.decisionReason ? (
                        <div className="truncate text-xs text-slate-500" title={adjustment.decisionReason}>
                          {adjustment.decisionReason}
                        </div>
                      ) : null}
                    </>
                  ) : adjustment.status === 'applied' ? (
                    <span className="text-xs text-slate-500">Applied at once</span>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td>
                  <div className="flex justify-end gap-1.5">
                    {pending && mayDecide && own ? (
                      <span className="max-w-28 text-right text-xs text-slate-500">
                        Waiting for another operator
                      </span>
                    ) : pending && mayDecide ? (
                      <>
                        <Button
                          size="sm"
                          variant="primary"
                          onClick={() => setOpen({ adjustment, verdict: 'approve' })}
                        >
                          <Check aria-hidden="true" className="size-3.5" />
                          Approve
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => setOpen({ adjustment, verdict: 'reject' })}
                        >
                          <X aria-hidden="true" className="size-3.5" />
                          Reject
                        </Button>
                      </>
                    ) : pending ? (
                      <span className="max-w-28 text-right text-xs text-slate-500">Waiting for approval</span>
                    ) : (
                      <span className="text-xs text-slate-400">—</span>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? (
        <DecisionDialog
          key={`${open.adjustment.id}-${open.verdict}`}
          adjustment={open.adjustment}
          verdict={open.verdict}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

type Filter = AdjustmentStatus | 'all';

const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...ADJUSTMENT_STATUSES.map((status) => ({ id: status, label: humanize(status) })),
];

export function AdjustmentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = ADJUSTMENT_STATUSES.find((value) => value === searchParams.get('status'));
  const list = useQuery(adjustmentsQuery(status, undefined));
  const adjustments = list.data?.adjustments ?? [];
  return (
    <>
      <PageHeader
        title="Adjustments"
        description={
          list.data
            ? fourEyesLine(list.data.fourEyesThreshold)
            : "Manual credits and debits of players' real balances."
        }
      />
      <div className="mb-4">
        <Tabs
          label="Adjustment status"
          tabs={FILTERS}
          selected={status ?? 'all'}
          onSelect={(value) => setSearchParams(value === 'all' ? {} : { status: value })}
        />
      </div>
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : adjustments.length === 0 ? (
          <EmptyState>{status ? `No ${status} adjustments.` : 'No adjustments yet.'}</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <AdjustmentsTable adjustments={adjustments} />
          </div>
        )}
      </Card>
    </>
  );
}
