import { formatOdds } from '@casino/contracts';
import type { BonusTemplateSummary } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-messages';
import { bonusTemplatesQuery } from '../../api/promotions-queries';
import { useCan } from '../../api/session';
import { Badge, Card, EmptyState, Loading, Notice, PageHeader } from '../../components/ui';
import { humanize } from '../../lib/format';
import { OfferWindow } from './offer-window';

function TemplateRow({ template }: { template: BonusTemplateSummary }) {
  return (
    <tr className={template.active ? undefined : 'text-slate-500'}>
      <td>
        <Link
          to={`/promotions/bonuses/${template.id}`}
          className="font-medium text-indigo-700 hover:underline"
        >
          {template.title}
        </Link>
        <div className="font-mono text-xs text-slate-500">{template.slug}</div>
      </td>
      <td>
        {humanize(template.kind)}
        <div className="text-xs text-slate-500">{humanize(template.category)}</div>
        {template.freebet ? (
          <div className="text-xs text-slate-500">
            Free bet at {formatOdds(template.freebet.minOdds)}+ ·{' '}
            {template.freebet.betTypes.map(humanize).join(', ')}
          </div>
        ) : null}
      </td>
      <td className="font-mono text-xs">{template.promoCode ?? '—'}</td>
      <td>
        <div className="flex flex-wrap gap-1">
          <Badge tone={template.active ? 'green' : 'neutral'}>
            {template.active ? 'Active' : 'Inactive'}
          </Badge>
          {template.listed ? <Badge tone="blue">Listed</Badge> : null}
          {template.editable ? null : <Badge tone="violet">Programme</Badge>}
        </div>
      </td>
      <td>
        <OfferWindow startsAt={template.startsAt} endsAt={template.endsAt} />
      </td>
      <td className="text-right tabular-nums">{template.priority}</td>
      <td className="text-right tabular-nums">
        {template.taken.all}
        <span className="text-xs text-slate-500"> ({template.taken.live} open)</span>
      </td>
    </tr>
  );
}

/** `/promotions/bonuses`: every bonus template the site's bonus engine offers from, in the page's order. */
export function BonusTemplatesPage() {
  const can = useCan();
  const templates = useQuery(bonusTemplatesQuery);
  return (
    <div>
      <PageHeader
        title="Bonuses"
        description="Bonus templates, highest priority first. An edit applies to bonuses taken after it."
        actions={
          can('promotions.manage') ? (
            <Link
              to="/promotions/bonuses/new"
              className="inline-flex h-8 items-center gap-1.5 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-indigo-700"
            >
              <Plus aria-hidden="true" className="size-4" /> New bonus
            </Link>
          ) : null
        }
      />
      <Card>
        {templates.isPending ? (
          <Loading />
        ) : templates.isError ? (
          <Notice>{errorMessage(templates.error)}</Notice>
        ) : templates.data.templates.length === 0 ? (
          <EmptyState>No bonus templates yet.</EmptyState>
        ) : (
          <table className="bo-table">
            <caption className="sr-only">Bonus templates</caption>
            <thead>
              <tr>
                <th scope="col">Bonus</th>
                <th scope="col">Kind</th>
                <th scope="col">Code</th>
                <th scope="col">State</th>
                <th scope="col">Offered</th>
                <th scope="col" className="text-right">
                  Priority
                </th>
                <th scope="col" className="text-right">
                  Taken
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.data.templates.map((template) => (
                <TemplateRow key={template.id} template={template} />
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <p className="mt-2 text-xs text-slate-400">Times are in your time zone.</p>
    </div>
  );
}
