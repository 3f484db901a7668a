import Handshake from 'lucide-react/icons/handshake';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { StatusModal } from '../../../components/modals/status-modal';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { bonusesPath } from '../bonuses-path';
import BonusPopupModal from '../personal-offers/bonus-popup-modal';
import { usePartnerOffer } from '../personal-offers/offer-queries';

/**
 * PartnerBonusModal (spec sections 2 and 7: the partner bonus fetch, `show-partner-bonus`, `get-partner-bonus`,
 * `popup=start-chain` when a partner bonus waits): the bonus a gambling partner offers the player, shown as any
 * personal offer is (its terms in full, until when, accepted into the player's bonuses); or, when none waits, that
 * there is none and the way to the player's bonuses.
 */
export default function PartnerBonusModal() {
  const { t, lang } = useTranslation();
  const partner = usePartnerOffer();
  if (partner.isPending) {
    return <LoaderCircle className="m-auto size-6 animate-spin text-muted" aria-hidden="true" />;
  }
  if (partner.data) return <BonusPopupModal params={{ offerId: String(partner.data.offerId) }} />;
  return (
    <StatusModal
      testId="partner-bonus-none"
      tone="accent"
      icon={<Handshake className="size-9" aria-hidden="true" />}
      title={t('bonuses.partner.noneTitle')}
      actions={
        <ButtonLink to={bonusesPath(lang)} onClick={closeModal} size="lg" className="w-full">
          {t('bonuses.partner.toBonuses')}
        </ButtonLink>
      }
    >
      {partner.isError ? t('bonuses.loadFailed') : t('bonuses.partner.none')}
    </StatusModal>
  );
}
