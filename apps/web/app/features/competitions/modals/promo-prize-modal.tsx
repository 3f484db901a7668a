import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { listPath, RESULTS_HASH } from '../competitions-path';
import { CompetitionOver } from './competition-over';
import { readOverParams } from './over-params';

/** PromoTournamentPrizeModal (spec section 2): a provider's promo tournament is over, with what it won the player. */
export default function PromoTournamentPrizeModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const won = readOverParams(params).prize !== '';
  return (
    <CompetitionOver
      params={params}
      testId="promo-prize-modal"
      icon={<Sparkles className="size-9" aria-hidden="true" />}
      title={t(won ? 'competitions.over.promoWonTitle' : 'competitions.over.promoTitle')}
      results={`${listPath('tournamentsPromo', lang)}${RESULTS_HASH}`}
    />
  );
}
