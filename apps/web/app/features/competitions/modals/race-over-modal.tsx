import Flag from 'lucide-react/icons/flag';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { CompetitionOver } from './competition-over';

/** RaceOverModal (spec section 2): the race the player took part in is over. */
export default function RaceOverModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <CompetitionOver
      params={params}
      testId="race-over-modal"
      icon={<Flag className="size-9" aria-hidden="true" />}
      title={t('competitions.over.raceTitle')}
      results={null}
    />
  );
}
