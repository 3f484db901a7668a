import type { Competition, CompletedStage } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPoints } from '../format/points';

/**
 * The stages that closed, as the player finished each: place and points, what it added to the main table (in the
 * table's points), its prizes.
 */
export function CompletedStages({
  competition,
  stages,
}: {
  competition: Competition;
  stages: readonly CompletedStage[];
}) {
  const { t, lang } = useTranslation();
  if (stages.length === 0) return null;
  const points = (value: number) =>
    formatPoints(value, competition.tournamentMode, competition.currency, lang);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-bold text-fg">{t('competitions.stages.completed')}</h3>
      <ul className="grid gap-1.5" data-testid="completed-stages">
        {stages.map((stage) => {
          const prizes = [stage.prize, stage.ticketPrize].flatMap((prize) =>
            prize && prize.type !== 'none' ? [prize.title] : [],
          );
          return (
            <li
              key={stage.stage}
              data-testid="completed-stage"
              className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 rounded-xl bg-surface-2/50 px-3 py-2 text-sm"
            >
              <span className="font-extrabold text-fg">
                {t('competitions.stages.stage', { stage: stage.stage })}
              </span>
              <span className="min-w-0 truncate text-muted">
                {stage.position === null
                  ? t('competitions.stages.noPlace')
                  : t('competitions.stages.finished', {
                      place: stage.position,
                      points: points(stage.points),
                    })}
              </span>
              <span className="text-right font-bold text-fg tabular-nums">
                {stage.stagePoints > 0
                  ? t('competitions.stages.earned', { points: points(stage.stagePoints) })
                  : null}
              </span>
              {prizes.length > 0 ? (
                <span className="col-span-3 text-xs font-semibold text-win">{prizes.join(' · ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
