import type { Competition } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatPoints } from '../format/points';
import { PlacesTable, PrizeTable } from './prize-table';

/**
 * A staged competition's tables for every stage: the points each place adds to the main table (counted as the
 * table's own points), and its prizes.
 */
export function StageTables({ competition }: { competition: Competition }) {
  const { t, lang } = useTranslation();
  if (competition.stages < 2) return null;
  return (
    <>
      <PlacesTable
        id="competition-stage-points"
        title={t('competitions.stages.pointsTitle')}
        lead={t('competitions.stages.pointsLead')}
        rows={competition.stagePoints}
        value={(row) =>
          `+${formatPoints(row.points, competition.tournamentMode, competition.currency, lang)}`
        }
      />
      <PrizeTable
        id="competition-stage-prizes"
        title={t('competitions.stages.prizesTitle')}
        lead={t('competitions.stages.prizesLead')}
        prizes={competition.stagePrizes}
      />
      <PrizeTable
        id="competition-stage-tickets"
        title={t('competitions.stages.ticketsTitle')}
        lead={t('competitions.stages.ticketsLead')}
        prizes={competition.stageLotteryTicketPrizes}
      />
    </>
  );
}
