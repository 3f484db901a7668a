import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { useCan } from '../../api/session';
import { NewLink } from '../../components/new-link';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { dropsQuery } from './drops-queries';

/** `/drops`: the prize and star drop campaigns, each with its window and what is left to drop. */
export function DropsListPage() {
  const can = useCan();
  const list = useQuery(dropsQuery);
  return (
    <div>
      <PageHeader
        title="Drops"
        description="Prize and star drops: drawn per real-money stake in their games, until nothing is left to drop."
        actions={can('promotions.manage') ? <NewLink to="/drops/new">New campaign</NewLink> : null}
      />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.campaigns.length === 0 ? (
          <EmptyState>No drop campaign is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Drop campaigns</caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col">Runs</th>
                <th scope="col" className="text-right">
                  Dropped
                </th>
                <th scope="col" className="text-right">
                  Left to drop
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.campaigns.map((campaign) => (
                <tr key={campaign.slug}>
                  <td>
                    <Link
                      to={`/drops/${campaign.slug}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {campaign.terms.title.en}
                    </Link>
                    <div className="text-xs text-slate-500">{campaign.slug}</div>
                  </td>
                  <td>{campaign.terms.kind === 'prize' ? 'Prizes' : 'Stars'}</td>
                  <td>
                    {!campaign.terms.enabled ? (
                      <Badge>Disabled</Badge>
                    ) : campaign.dropsLeft === 0 ? (
                      <Badge tone="amber">Over</Badge>
                    ) : (
                      <Badge tone="green">Enabled</Badge>
                    )}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    {formatKyivDateTime(campaign.terms.startsAt)} –{' '}
                    {formatKyivDateTime(campaign.terms.endsAt)}
                  </td>
                  <td className="text-right tabular-nums">{campaign.drops}</td>
                  <td className="text-right tabular-nums">{campaign.dropsLeft}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are Kyiv time.</p>
    </div>
  );
}
