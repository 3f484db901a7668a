import type { ActiveStage, Competition, CompetitionPlayerData } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { timingOf } from '../format/timing';
import { TimeLeft } from '../ui/time-left';
import { BoardRows } from './board-rows';
import { CompletedStages } from './completed-stages';
import { StageStanding } from './stage-standing';

/** Which stage is being played, and the time left of it. */
function StageClock({ stage }: { stage: ActiveStage }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="competition-stage">
      <span className="font-bold text-fg">
        {t('competitions.stages.current', { stage: stage.stage, stages: stage.stages })}
      </span>
      <span className="text-muted">
        {t('competitions.stages.endsInLabel')}{' '}
        <span className="font-semibold text-fg">
          <TimeLeft timing={timingOf(stage, Date.now())} />
        </span>
      </span>
    </p>
  );
}

/**
 * A staged competition's stages (decision 035): the one being played with its time left and its leaders, the
 * player's place in it, and how the player finished the stages that closed. Between two stages (the closed one's
 * results being counted) and after the last, the stages that closed stay.
 */
export function StagesSection({
  competition,
  playerData,
  closed,
}: {
  competition: Competition;
  playerData: CompetitionPlayerData | null;
  closed: boolean;
}) {
  const { t } = useTranslation();
  if (competition.stages < 2) return null;
  const stage = competition.activeStageData;
  return (
    <section
      aria-labelledby="competition-stages"
      className="grid gap-3 rounded-3xl bg-surface-1 p-4 ring-1 ring-line sm:p-5"
      data-testid="competition-stages"
    >
      <div className="grid gap-1">
        <h2 id="competition-stages" className="text-lg font-bold text-fg">
          {t('competitions.stages.title')}
        </h2>
        {stage ? (
          <StageClock stage={stage} />
        ) : (
          <p className="text-sm text-muted">
            {t(closed ? 'competitions.stages.closed' : 'competitions.stages.waiting')}
          </p>
        )}
      </div>
      {stage && playerData ? <StageStanding competition={competition} playerData={playerData} /> : null}
      {stage ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-bold text-fg">{t('competitions.stages.board')}</h3>
          {stage.mainTableData.length > 0 ? (
            <BoardRows rows={stage.mainTableData} competition={competition} testId="stage-board" />
          ) : (
            <p className="rounded-2xl bg-surface-2/60 px-4 py-4 text-center text-sm text-muted">
              {t('competitions.stages.boardEmpty')}
            </p>
          )}
        </div>
      ) : null}
      <CompletedStages competition={competition} stages={playerData?.completedStagesData ?? []} />
    </section>
  );
}
