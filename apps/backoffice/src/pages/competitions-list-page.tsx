import type { CompetitionSummary } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { competitionsQuery } from '../api/competitions-queries';
import { errorMessage } from '../api/error-messages';
import { useCan } from '../api/session';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader, type Tone } from '../components/ui';
import { formatKyivDateTime } from '../lib/kyiv-time';
import { KIND_LABELS, MODE_LABELS, STATE_LABELS } from './competitions-labels';

const STATE_TONES: Record<CompetitionSummary['state'], Tone> = {
  soon: 'blue',
  active: 'green',
  closed: 'neutral',
};

/** Where it stands: soon, active or closed by its dates, and whether its prizes are still being paid. */
function Standing({ competition }: { competition: CompetitionSummary }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={STATE_TONES[competition.state]}>{STATE_LABELS[competition.state]}</Badge>
      {competition.lifecycle === 'finishing' ? <Badge tone="amber">Paying prizes</Badge> : null}
      {competition.lifecycle === 'finished' ? <Badge tone="neutral">Finished</Badge> : null}
    </div>
  );
}

function CompetitionRow({ competition }: { competition: CompetitionSummary }) {
  return (
    <tr className={competition.state === 'closed' ? 'text-slate-500' : undefined}>
      <td>
        <Link to={`/competitions/${competition.id}`} className="font-medium text-indigo-700 hover:underline">
          {competition.title}
        </Link>
        <div className="font-mono text-xs text-slate-500">{competition.slug}</div>
      </td>
      <td>
        {KIND_LABELS[competition.kind]}
        <div className="text-xs text-slate-500">{MODE_LABELS[competition.mode]}</div>
      </td>
      <td className="whitespace-nowrap tabular-nums">
        {formatKyivDateTime(competition.startsAt)}
        <div className="text-xs text-slate-500">to {formatKyivDateTime(competition.endsAt)}</div>
      </td>
      <td>
        <Standing competition={competition} />
      </td>
      <td>
        {competition.repeatDays === null ? (
          '—'
        ) : (
          <>
            Every {competition.repeatDays === 1 ? 'day' : `${competition.repeatDays} days`}
            <div className="font-mono text-xs text-slate-500">{competition.series}</div>
          </>
        )}
      </td>
      <td className="text-right tabular-nums">{competition.prizePlaces}</td>
    </tr>
  );
}

/** `/competitions`: every tournament, race, special race and promo tournament, the latest start first. */
export function CompetitionsListPage() {
  const can = useCan();
  const competitions = useQuery(competitionsQuery);
  return (
    <div>
      <PageHeader
        title="Competitions"
        description="Tournaments, races, special races and promo tournaments, the latest start first. A closed one is history."
        actions={
          can('promotions.manage') ? (
            <Link
              to="/competitions/new"
              className="inline-flex h-8 items-center gap-1.5 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-indigo-700"
            >
              <Plus aria-hidden="true" className="size-4" /> New competition
            </Link>
          ) : null
        }
      />
      <Card>
        {competitions.isPending ? (
          <Loading />
        ) : competitions.isError ? (
          <Notice>{errorMessage(competitions.error)}</Notice>
        ) : competitions.data.competitions.length === 0 ? (
          <EmptyState>No competitions yet.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Competitions</caption>
            <thead>
              <tr>
                <th scope="col">Competition</th>
                <th scope="col">Kind</th>
                <th scope="col">Dates</th>
                <th scope="col">State</th>
                <th scope="col">Repeats</th>
                <th scope="col" className="text-right">
                  Prize places
                </th>
              </tr>
            </thead>
            <tbody>
              {competitions.data.competitions.map((competition) => (
                <CompetitionRow key={competition.id} competition={competition} />
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are Kyiv time.</p>
    </div>
  );
}
