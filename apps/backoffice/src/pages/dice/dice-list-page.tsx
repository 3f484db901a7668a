import { DICE_ACTIVITY_KINDS } from '@casino/contracts';
import type { DiceActivityAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { diceActivitiesQuery } from '../../api/dice-queries';
import { errorMessage } from '../../api/error-messages';
import { Badge, Card, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { DICE_KIND_LABELS } from './dice-labels';

/** How throws are earned: free each period, or by deposits. */
function throwsOf(activity: DiceActivityAdmin): string {
  const { maxTries, depositsForTry } = activity.terms;
  const perDeposits = depositsForTry === 1 ? 'one per deposit' : `one per ${depositsForTry} deposits`;
  const earned = depositsForTry === 0 ? 'free' : perDeposits;
  return `Up to ${maxTries}, ${earned}`;
}

/** `/dice`: the daily and weekly dice, each with its state, throws and paying sectors. */
export function DiceListPage() {
  const list = useQuery(diceActivitiesQuery);
  return (
    <div>
      <PageHeader title="Dice" description="The daily and weekly dice: their terms and prize tables." />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Dice activities</caption>
            <thead>
              <tr>
                <th scope="col">Activity</th>
                <th scope="col">State</th>
                <th scope="col">Throws</th>
                <th scope="col" className="text-right">
                  Paying sectors
                </th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {DICE_ACTIVITY_KINDS.map((kind) => {
                const activity = list.data.activities.find((row) => row.kind === kind);
                return (
                  <tr key={kind}>
                    <td>
                      <Link to={`/dice/${kind}`} className="font-medium text-indigo-700 hover:underline">
                        {DICE_KIND_LABELS[kind].label}
                      </Link>
                      <div className="text-xs text-slate-500">{activity?.terms.title.en ?? kind}</div>
                    </td>
                    <td>
                      {!activity ? (
                        <Badge tone="amber">Not set up</Badge>
                      ) : activity.terms.enabled ? (
                        <Badge tone="green">Enabled</Badge>
                      ) : (
                        <Badge>Disabled</Badge>
                      )}
                    </td>
                    <td>{activity ? throwsOf(activity) : '—'}</td>
                    <td className="text-right tabular-nums">
                      {activity
                        ? activity.terms.prizes.filter((row) => row.prize.type !== 'none').length
                        : '—'}
                    </td>
                    <td className="whitespace-nowrap tabular-nums">
                      {activity ? formatKyivDateTime(activity.updatedAt) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are Kyiv time.</p>
    </div>
  );
}
