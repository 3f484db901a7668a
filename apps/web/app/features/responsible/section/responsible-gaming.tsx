import { LIMIT_TYPES } from '@casino/contracts';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerLimits } from '../api/player-limits';
import { ExclusionPanel } from './exclusion-panel';
import { LimitFormCard } from './limit-form-card';
import { RealityCheckPicker } from './reality-check-picker';

/**
 * The player's own protection (RTS 12, 13; spec section 7, self-limits): limits of deposits, losses, stakes and
 * time per 24 hours, 7 days and a month; a time-out or self-exclusion; and reality checks.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  const info = usePlayerLimits();

  if (info.isError && !info.data) {
    return (
      <LoadFailed
        text={t('responsible.loadFailed')}
        retryLabel={t('responsible.retry')}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!info.data) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    );
  }

  const data = info.data;
  return (
    <div className="grid gap-8" data-testid="responsible-gaming">
      <Part title={t('responsible.limits.title')}>
        <div className="flex items-start gap-2.5 rounded-2xl bg-surface-2/40 p-3.5 text-xs leading-relaxed text-muted ring-1 ring-line">
          <Info className="mt-px size-4 shrink-0 text-accent-ink" aria-hidden="true" />
          <div className="grid gap-1">
            <p>{t('responsible.limits.coolingOff')}</p>
            <p>{t('responsible.limits.periodsNote')}</p>
          </div>
        </div>
        <div className="grid gap-4 xl:grid-cols-2">
          {LIMIT_TYPES.map((type) => (
            <LimitFormCard key={type} type={type} info={data} />
          ))}
        </div>
      </Part>
      <Part title={t('responsible.exclusion.title')} lead={t('responsible.exclusion.lead')}>
        <ExclusionPanel info={data} />
      </Part>
      <Part title={t('responsible.realityCheck.title')} lead={t('responsible.realityCheck.lead')}>
        <RealityCheckPicker info={data} />
      </Part>
    </div>
  );
}

function Part({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <div className="grid gap-1">
        <h3 className="text-base font-bold text-fg">{title}</h3>
        {lead ? <p className="text-sm leading-relaxed text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
