import { WITHDRAWAL_STATUSES } from '@casino/contracts';
import { OPERATOR_WITHDRAWAL_ENDPOINTS, type WithdrawalView } from '@casino/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { callOperatorEndpoint } from '../api/operator-client';
import { type WithdrawalFilter, withdrawalQueueQuery } from '../api/queries';
import { useCan } from '../api/session';
import { Dialog, ReasonField } from '../components/dialog';
import { QueueFilters } from '../components/queue-filters';
import { RiskFlags, WithdrawalStatusBadge } from '../components/statuses';
import { Button, Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatDateTime, formatMoney, humanize } from '../lib/format';
import { useReasonedChange } from '../lib/use-reasoned-change';

type Action = 'approve' | 'reject' | 'pay';

const ACTION_TEXT: Record<Action, { title: string; submit: string; description: string }> = {
  approve: {
    title: 'Approve withdrawal',
    submit: 'Approve',
    description: 'The withdrawal goes to the payout queue. The money stays on hold until it is paid.',
  },
  reject: {
    title: 'Reject withdrawal',
    submit: 'Reject',
    description: "The money on hold returns to the player's balance.",
  },
  pay: {
    title: 'Pay withdrawal out',
    submit: 'Pay out',
    description: 'The payout is sent through the payment provider. This cannot be undone.',
  },
};

function ActionDialog({
  withdrawal,
  action,
  onClose,
}: {
  withdrawal: WithdrawalView;
  action: Action;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { change, close, submit, reasonField } = useReasonedChange({
    // Paying takes no reason: the approval before it had one.
    optional: action !== 'reject',
    send: (reason) => {
      const params = { id: withdrawal.id };
      if (action === 'approve') {
        return callOperatorEndpoint(OPERATOR_WITHDRAWAL_ENDPOINTS.approve, {
          params,
          body: reason ? { reason } : {},
        });
      }
      if (action === 'reject') {
        return callOperatorEndpoint(OPERATOR_WITHDRAWAL_ENDPOINTS.reject, { params, body: { reason } });
      }
      return callOperatorEndpoint(OPERATOR_WITHDRAWAL_ENDPOINTS.pay, { params });
    },
    onDone: () => {
      void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      void queryClient.invalidateQueries({ queryKey: ['players', withdrawal.playerId] });
    },
    onClose,
  });
  const text = ACTION_TEXT[action];
  return (
    <Dialog
      open
      title={text.title}
      description={text.description}
      onClose={close}
      busy={change.isPending}
      submitLabel={text.submit}
      submitVariant={action === 'reject' ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {change.isError ? <Notice>{errorMessage(change.error)}</Notice> : null}
      <dl className="grid grid-cols-[6rem_1fr] gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-[13px]">
        <dt className="text-slate-500">Player</dt>
        <dd className="font-medium">{withdrawal.playerLogin}</dd>
        <dt className="text-slate-500">Amount</dt>
        <dd className="font-medium tabular-nums">{formatMoney(withdrawal.amount, withdrawal.currency)}</dd>
        <dt className="text-slate-500">Method</dt>
        <dd>
          {humanize(withdrawal.provider)} · {withdrawal.destinationLabel}
        </dd>
      </dl>
      {withdrawal.riskFlags.length > 0 && action !== 'reject' ? (
        <Notice tone="amber">
          <span className="mb-1 block">Check these before you go on:</span>
          <RiskFlags flags={withdrawal.riskFlags} />
        </Notice>
      ) : null}
      {action === 'pay' ? null : <ReasonField {...reasonField} />}
    </Dialog>
  );
}

const FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'Waiting (pending, approved)' },
  ...WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: humanize(status) })),
];

export function WithdrawalsPage() {
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = WITHDRAWAL_STATUSES.find(
    (value) => value === searchParams.get('status'),
  ) as WithdrawalFilter;
  const playerIdParam = Number(searchParams.get('playerId'));
  const playerId = Number.isSafeInteger(playerIdParam) && playerIdParam > 0 ? playerIdParam : undefined;
  const queue = useQuery(withdrawalQueueQuery(status, playerId));
  const [open, setOpen] = useState<{ withdrawal: WithdrawalView; action: Action } | null>(null);
  const withdrawals = queue.data?.withdrawals ?? [];

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader
        title="Withdrawals"
        description="Players' withdrawals, oldest first, with what deserves a closer look."
      />
      <QueueFilters status={status} filters={FILTERS} playerId={playerId} onChange={setParam} />
      <Card>
        {queue.isPending ? (
          <Loading />
        ) : queue.isError ? (
          <Notice>{errorMessage(queue.error)}</Notice>
        ) : withdrawals.length === 0 ? (
          <EmptyState>{status ? `No ${status} withdrawals.` : 'No withdrawal is waiting.'}</EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <table className="bo-table">
              <caption className="sr-only">Withdrawals</caption>
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">Player</th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                  <th scope="col">Method</th>
                  <th scope="col">Destination</th>
                  <th scope="col">Status</th>
                  <th scope="col">Risk</th>
                  <th scope="col" className="text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {withdrawals.map((withdrawal) => {
                  const busy = open?.withdrawal.id === withdrawal.id;
                  const canDecide = withdrawal.status === 'pending' && can('withdrawals.decide');
                  const canPay = withdrawal.status === 'approved' && can('withdrawals.pay');
                  return (
                    <tr key={withdrawal.id}>
                      <td className="whitespace-nowrap text-slate-600">
                        {formatDateTime(withdrawal.createdAt)}
                      </td>
                      <td>
                        <Link
                          to={`/players/${withdrawal.playerId}`}
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {withdrawal.playerLogin}
                        </Link>
                      </td>
                      <td className="text-right font-medium whitespace-nowrap tabular-nums">
                        {formatMoney(withdrawal.amount, withdrawal.currency)}
                      </td>
                      <td className="whitespace-nowrap">{humanize(withdrawal.provider)}</td>
                      <td className="max-w-48 truncate" title={withdrawal.destinationLabel}>
                        {withdrawal.destinationLabel}
                      </td>
                      <td>
                        <WithdrawalStatusBadge status={withdrawal.status} />
                        {withdrawal.rejectionReason ? (
                          <div
                            className="mt-0.5 max-w-48 truncate text-xs text-slate-500"
                            title={withdrawal.rejectionReason}
                          >
                            {withdrawal.rejectionReason}
                          </div>
                        ) : null}
                      </td>
                      <td>
                        <RiskFlags flags={withdrawal.riskFlags} />
                      </td>
                      <td>
                        <div className="flex justify-end gap-1.5">
                          {canDecide ? (
                            <>
                              <Button
                                size="sm"
                                variant="primary"
                                disabled={busy}
                                onClick={() => setOpen({ withdrawal, action: 'approve' })}
                              >
                                Approve
                              </Button>
                              <Button
                                size="sm"
                                variant="danger"
                                disabled={busy}
                                onClick={() => setOpen({ withdrawal, action: 'reject' })}
                              >
                                Reject
                              </Button>
                            </>
                          ) : null}
                          {canPay ? (
                            <Button
                              size="sm"
                              variant="primary"
                              disabled={busy}
                              onClick={() => setOpen({ withdrawal, action: 'pay' })}
                            >
                              Pay
                            </Button>
                          ) : null}
                          {!canDecide && !canPay ? <span className="text-xs text-slate-400">—</span> : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {open ? (
        <ActionDialog
          key={`${open.withdrawal.id}-${open.action}`}
          withdrawal={open.withdrawal}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
