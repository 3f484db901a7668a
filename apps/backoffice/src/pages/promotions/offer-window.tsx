import { formatDateTime } from '../../lib/format';

/** When a bonus or code is offered: from and until, or always. */
export function OfferWindow({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  if (!startsAt && !endsAt) return <span className="text-xs text-slate-500">Always</span>;
  return (
    <span className="text-xs">
      {startsAt ? `from ${formatDateTime(startsAt)}` : ''}
      {startsAt && endsAt ? <br /> : null}
      {endsAt ? `until ${formatDateTime(endsAt)}` : ''}
    </span>
  );
}
