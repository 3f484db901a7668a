import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { jackpotsQuery } from '../../api/jackpots-queries';
import { useCan } from '../../api/session';
import { NewLink } from '../../components/new-link';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { formatKyivDateTime } from '../../lib/kyiv-time';

/** `/jackpots`: the progressive jackpots, each with its state, share, pools and latest win. */
export function JackpotsListPage() {
  const can = useCan();
  const list = useQuery({ ...jackpotsQuery, refetchInterval: 10_000 });
  return (
    <div>
      <PageHeader
        title="Jackpots"
        description="Progressive jackpots: the share of stakes that feeds each pool, seed amounts and odds."
        actions={can('promotions.manage') ? <NewLink to="/jackpots/new">New jackpot</NewLink> : null}
      />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.jackpots.length === 0 ? (
          <EmptyState>No jackpot is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Jackpots</caption>
            <thead>
              <tr>
                <th scope="col">Jackpot</th>
                <th scope="col">State</th>
                <th scope="col">Share</th>
                <th scope="col">Pools</th>
                <th scope="col">Latest win</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.jackpots.map((jackpot) => {
                const [win] = jackpot.recentWins;
                return (
                  <tr key={jackpot.slug}>
                    <td>
                      <Link
                        to={`/jackpots/${jackpot.slug}`}
                        className="font-medium text-indigo-700 hover:underline"
                      >
                        {jackpot.terms.title.en}
                      </Link>
                      <div className="text-xs text-slate-500">{jackpot.slug}</div>
                    </td>
                    <td>
                      {jackpot.terms.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                    </td>
                    <td className="tabular-nums">{jackpot.terms.shareBasisPoints / 100}%</td>
                    <td className="tabular-nums">
                      {jackpot.pools.map((pool) => formatMoney(pool.amount, pool.currency)).join(' · ') ||
                        '—'}
                    </td>
                    <td className="whitespace-nowrap tabular-nums">
                      {win
                        ? `${formatMoney(win.amount, win.currency)}, ${formatKyivDateTime(win.wonAt)}`
                        : '—'}
                    </td>
                    <td className="whitespace-nowrap tabular-nums">
                      {formatKyivDateTime(jackpot.updatedAt)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">
        Times are Kyiv time. Pools are read from the wallet’s ledger.
      </p>
    </div>
  );
}
