import type { SportEventSummary } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { labelText } from '../label';
import { kickoffLabel, matchMinute, periodLabel } from './live-state';

/** The red dot and word of a live match. */
export function LiveBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 text-[11px] font-bold text-danger uppercase ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-danger" />
      {t('sportsbook.live.badge')}
    </span>
  );
}

/** A live match's period and minute (`2nd half · 87′`). */
export function PeriodLine({
  live,
  className = '',
}: {
  live: NonNullable<SportEventSummary['live']>;
  className?: string;
}) {
  const { t } = useTranslation();
  const period = periodLabel(live.period);
  const minute = matchMinute(live);
  return (
    <span className={className}>
      {period ? labelText(t, period) : null}
      {period && minute !== null ? ' · ' : null}
      {minute !== null ? (
        <span className="tabular-nums" title={t('sportsbook.event.minute', { minute })}>
          {minute}′
        </span>
      ) : null}
    </span>
  );
}

/** The time column of a match row: live with its period and minute, or when it kicks off. */
export function MatchClock({ event, now }: { event: SportEventSummary; now: Date }) {
  const { t } = useTranslation();
  if (event.status === 'live' && event.live) {
    return (
      <span className="flex flex-col gap-0.5 leading-tight">
        <LiveBadge />
        <PeriodLine live={event.live} className="text-[11px] font-medium text-muted" />
      </span>
    );
  }
  const kickoff = kickoffLabel(event.scheduledAt, now);
  return (
    <span className="flex flex-col leading-tight">
      {kickoff.day ? (
        <span className="text-[11px] font-medium text-muted">{labelText(t, kickoff.day)}</span>
      ) : null}
      <time dateTime={event.scheduledAt} className="text-sm font-semibold text-fg tabular-nums">
        {kickoff.time}
      </time>
    </span>
  );
}
