import { useTranslation } from '../../../lib/i18n';
import type { Timing } from '../format/timing';

const LOOKS = {
  active: 'bg-emerald-400/15 text-emerald-300 light:text-emerald-700',
  soon: 'bg-accent/15 text-accent-ink',
  closed: 'bg-surface-3 text-muted',
} as const;

/** Running (with a pulse), soon (or "starts within a day"), or finished. */
export function StateBadge({ timing }: { timing: Timing }) {
  const { t } = useTranslation();
  const label =
    timing.state === 'soon' && timing.withinADay
      ? t('competitions.state.withinADay')
      : t(`competitions.state.${timing.state}`);
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-[11px] font-bold tracking-wide uppercase ${LOOKS[timing.state]}`}
      data-testid="competition-state"
      data-state={timing.state}
    >
      {timing.state === 'active' ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
      ) : null}
      {label}
    </span>
  );
}
