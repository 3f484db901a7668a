import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { lotteriesQuery } from '../../api/lottery-queries';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';

/** `/lotteries`: the lotteries, each with its state, winners per draw and its next draw. */
export function LotteryListPage() {
  const list = useQuery(lotteriesQuery);
  return (
    <div>
      <PageHeader title="Lotteries" description="Ticket prices, stars, draw schedules and prize levels." />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.lotteries.length === 0 ? (
          <EmptyState>No lottery is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Lotteries</caption>
            <thead>
              <tr>
                <th scope="col">Lottery</th>
                <th scope="col">State</th>
                <th scope="col" className="text-right">
                  Winners per draw
                </th>
                <th scope="col">Next draw</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.lotteries.map((lottery) => (
                <tr key={lottery.slug}>
                  <td>
                    <Link
                      to={`/lotteries/${lottery.slug}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {lottery.terms.title.en}
                    </Link>
                    <div className="text-xs text-slate-500">{lottery.slug}</div>
                  </td>
                  <td>
                    {lottery.terms.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                  </td>
                  <td className="text-right tabular-nums">
                    {lottery.terms.levels.reduce((sum, level) => sum + level.winners, 0)}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    {lottery.nextDraw ? formatKyivDateTime(lottery.nextDraw.drawAt) : '—'}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">{formatKyivDateTime(lottery.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are Kyiv time; the schedule itself is set in UTC.</p>
    </div>
  );
}
