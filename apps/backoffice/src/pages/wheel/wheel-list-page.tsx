import type { WheelAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { wheelsQuery } from '../../api/wheel-queries';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';

/** How spins are earned: free each day, by deposits, or both. */
function spinsOf({ terms }: WheelAdmin): string {
  const earned = [
    terms.dailyFreeSpin ? 'one free a day' : null,
    terms.depositsForSpin === 0
      ? null
      : terms.depositsForSpin === 1
        ? 'one per deposit'
        : `one per ${terms.depositsForSpin} deposits`,
  ].filter(Boolean);
  return `Up to ${terms.maxSpins} a day: ${earned.join(', ')}`;
}

/** `/wheels`: the wheels of fortune, each with its state, spins and segments. */
export function WheelListPage() {
  const list = useQuery(wheelsQuery);
  return (
    <div>
      <PageHeader title="Wheels of fortune" description="Spins, segments, their prizes and weights." />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.wheels.length === 0 ? (
          <EmptyState>No wheel is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Wheels of fortune</caption>
            <thead>
              <tr>
                <th scope="col">Wheel</th>
                <th scope="col">State</th>
                <th scope="col">Spins</th>
                <th scope="col" className="text-right">
                  Segments
                </th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.wheels.map((wheel) => (
                <tr key={wheel.slug}>
                  <td>
                    <Link
                      to={`/wheels/${wheel.slug}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {wheel.terms.title.en}
                    </Link>
                    <div className="text-xs text-slate-500">{wheel.slug}</div>
                  </td>
                  <td className="space-x-1">
                    {wheel.terms.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                    {wheel.terms.guest ? <Badge tone="blue">Guest wheel</Badge> : null}
                  </td>
                  <td>{spinsOf(wheel)}</td>
                  <td className="text-right tabular-nums">{wheel.terms.segments.length}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatKyivDateTime(wheel.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">
        Times are Kyiv time. The first enabled wheel is the site’s.
      </p>
    </div>
  );
}
