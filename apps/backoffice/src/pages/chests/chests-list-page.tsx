import type { ChestCampaignAdmin } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chestCampaignsQuery } from '../../api/chest-campaigns-queries';
import { errorMessage } from '../../api/error-messages';
import { useCan } from '../../api/session';
import { NewLink } from '../../components/new-link';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { formatKyivDateTime } from '../../lib/kyiv-time';
import { EARN_LABELS, KIND_LABELS, PERIOD_LABELS } from './chests-labels';

/** How chests come and how many open: by stakes or deposits, or granted; the opens a period. */
function opensOf({ terms }: ChestCampaignAdmin): string {
  const source = terms.earnBy ? `Earned by ${EARN_LABELS[terms.earnBy].toLowerCase()}` : 'Granted';
  return `${source}; ${terms.openLimit} opens per ${PERIOD_LABELS[terms.openPeriod].toLowerCase()}`;
}

/** `/chest-campaigns`: the chest and loot-box campaigns, each with its state, opens and prize lines. */
export function ChestsListPage() {
  const can = useCan();
  const list = useQuery(chestCampaignsQuery);
  return (
    <div>
      <PageHeader
        title="Chests and loot boxes"
        description="Campaigns of chests earned by play and loot boxes granted: prize tables, progress and opens."
        actions={can('promotions.manage') ? <NewLink to="/chest-campaigns/new">New campaign</NewLink> : null}
      />
      <Card>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Notice>{errorMessage(list.error)}</Notice>
        ) : list.data.campaigns.length === 0 ? (
          <EmptyState>No campaign is set up.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Chest and loot-box campaigns</caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col">Chests and opens</th>
                <th scope="col" className="text-right">
                  Prize lines
                </th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.data.campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <td>
                    <Link
                      to={`/chest-campaigns/${campaign.id}`}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {campaign.terms.title.en}
                    </Link>
                    <div className="text-xs text-slate-500">{campaign.id}</div>
                  </td>
                  <td>{KIND_LABELS[campaign.terms.kind].label}</td>
                  <td>
                    {campaign.terms.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                  </td>
                  <td>{opensOf(campaign)}</td>
                  <td className="text-right tabular-nums">{campaign.terms.prizes.length}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatKyivDateTime(campaign.updatedAt)}</td>
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
