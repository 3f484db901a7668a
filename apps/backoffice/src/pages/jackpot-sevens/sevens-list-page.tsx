import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { jackpotSevensQuery } from '../../api/jackpot-sevens-queries';
import { useCan } from '../../api/session';
import { NewLink } from '../../components/new-link';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { RoundHash } from './sevens-pools-card';

/** `/jackpot-sevens`: the must-drop jackpots, each with its state, share and, per pool, its amount, round and drops. */
export function SevensListPage() {
  const can = useCan();
  const list = useQuery({ ...jackpotSevensQuery, refetchInterval: 10_000 });
  return (
    <div>
      <PageHeader
        title="Jackpot-sevens"
        description="Must-drop jackpots: the share of stakes that feeds each pool, and per currency the seed amount each round opens with and the ceiling it drops before."
        actions={
          can('promotions.manage') ? <NewLink to="/jackpot-sevens/new">New jackpot-sevens</NewLink> : null
        }
      />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.jackpots.length === 0 ? (
          <EmptyState>No jackpot-sevens is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Jackpot-sevens</caption>
            <thead>
              <tr>
                <th scope="col">Jackpot</th>
                <th scope="col">State</th>
                <th scope="col">Share</th>
                <th scope="col">Pools</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.jackpots.map((jackpot) => (
                <tr key={jackpot.slug} className="align-top">
                  <td>
                    <Link
                      to={`/jackpot-sevens/${jackpot.slug}`}
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
                  <td>
                    {jackpot.pools.length === 0 ? (
                      '—'
                    ) : (
                      <ul className="space-y-1">
                        {jackpot.pools.map((pool) => (
                          <li key={pool.currency} className="tabular-nums">
                            <strong>{formatMoney(pool.amount, pool.currency)}</strong> · round{' '}
                            <RoundHash round={pool.round} /> · {pool.drops.toLocaleString('en-GB')} dropped
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">{formatKyivDateTime(jackpot.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">
        Times are Kyiv time. Pools are read from the wallet’s ledger. A change of terms applies from each
        pool’s next round: the open round keeps the drop point it committed to.
      </p>
    </div>
  );
}
