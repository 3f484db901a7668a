import { COMPETITION_CARD_TOP, type Competition, type CompetitionPlayerData } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPoints } from '../format/points';
import { BoardRows } from './board-rows';
import { Figure } from './figure';

/**
 * The player in the stage being played: their place and points in it, with the rows around theirs off the podium.
 * A player taking part who has not scored in it yet is told every bet counts; one not in it is told so above.
 */
export function StageStanding({
  competition,
  playerData,
}: {
  competition: Competition;
  playerData: CompetitionPlayerData;
}) {
  const { t, lang } = useTranslation();
  const stage = playerData.activeStageData;
  if (!stage || stage.position === null) {
    const taking = playerData.isSubscribed || playerData.isAutoSubscription;
    return taking ? <p className="text-sm text-muted">{t('competitions.stages.notScored')}</p> : null;
  }
  const rows = playerData.activeStageDataWithCompetitors;
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Figure
          label={t('competitions.stages.place')}
          value={String(stage.position)}
          testId="your-stage-place"
        />
        <Figure
          label={t('competitions.stages.points')}
          value={formatPoints(stage.points, competition.tournamentMode, competition.currency, lang)}
          testId="your-stage-points"
        />
      </div>
      {stage.position > COMPETITION_CARD_TOP && rows.length > 1 ? (
        <BoardRows rows={rows} competition={competition} testId="your-stage-neighbours" />
      ) : null}
    </>
  );
}
