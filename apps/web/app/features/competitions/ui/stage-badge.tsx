import type { Competition } from '@casino/contracts';
import Layers from 'lucide-react/icons/layers';
import { useTranslation } from '../../../lib/i18n';

/** A staged competition's mark: the stage being played of how many (`Stage 3/7`), or how many stages it has. */
export function StageBadge({
  competition,
}: {
  competition: Pick<Competition, 'stages' | 'activeStageData'>;
}) {
  const { t } = useTranslation();
  const { stages, activeStageData: stage } = competition;
  if (stages < 2) return null;
  return (
    <span
      className="inline-flex h-6 shrink-0 items-center gap-1 rounded-full bg-surface-3 px-2.5 text-[11px] font-bold tracking-wide text-fg uppercase tabular-nums"
      data-testid="competition-stage-badge"
    >
      <Layers className="size-3.5" aria-hidden="true" />
      {stage
        ? t('competitions.stages.badge', { stage: stage.stage, stages })
        : t('competitions.stages.count', { count: stages })}
    </span>
  );
}
