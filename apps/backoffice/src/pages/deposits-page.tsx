import { PAYMENT_STATUSES } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { depositsQuery } from '../api/queries';
import { QueueFilters } from '../components/queue-filters';
import { DepositStatusBadge } from '../components/statuses';
import { Card, EmptyState, Loading, Notice, PageHeader } from '../components/ui';
import { formatDateTime, formatMoney, humanize } from '../lib/format';

const FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'Every status' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: humanize(status) })),
];

const muted = (text = '—') => <span className="text-slate-400">{text}</span>;

export function DepositsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = PAYMENT_STATUSES.find((value) => value === searchParams.get('status'));
  const playerIdParam = Number(searchParams.get('playerId'));
  const playerId = Number.isSafeInteger(playerIdParam) && playerIdParam > 0 ? playerIdParam : undefined;
  const list = useQuery(depositsQuery(status, playerId));
  const deposits = list.data?.deposits ?? [];

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader title="Deposits" description="Players' deposits, newest first, and how each one ended." />
      <QueueFilters status={status} filters={FILTERS} playerId={playerId} onChange={setParam} />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : deposits.length === 0 ? (
          <EmptyState>
            {status ? `No ${humanize(status).toLowerCase()} deposits.` : 'No deposits.'}
          </EmptyState>
        ) : (
          <div className="-m-4 overflow-x-auto">
            <table className="bo-table">
              <caption className="sr-only">Deposits</caption>
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">Player</th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                  <th scope="col">Method</th>
                  <th scope="col">Card</th>
                  <th scope="col">Status</th>
                  <th scope="col">Completed</th>
                </tr>
              </thead>
              <tbody>
                {deposits.map((deposit) => (
                  <tr key={deposit.id}>
                    <td className="whitespace-nowrap text-slate-600">{formatDateTime(deposit.createdAt)}</td>
                    <td>
                      <Link
                        to={`/players/${deposit.playerId}`}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {deposit.playerLogin}
                      </Link>
                    </td>
                    <td className="text-right font-medium whitespace-nowrap tabular-nums">
                      {formatMoney(deposit.amount, deposit.currency)}
                    </td>
                    <td className="whitespace-nowrap">
                      {humanize(deposit.method)}
                      <div className="text-xs text-slate-500">{humanize(deposit.provider)}</div>
                    </td>
                    <td className="whitespace-nowrap">{deposit.cardLabel ?? muted()}</td>
                    <td>
                      <DepositStatusBadge status={deposit.status} />
                      {deposit.failureReason ? (
                        <div className="mt-0.5 text-xs text-slate-500">{humanize(deposit.failureReason)}</div>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap text-slate-600">
                      {deposit.completedAt ? formatDateTime(deposit.completedAt) : muted()}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
