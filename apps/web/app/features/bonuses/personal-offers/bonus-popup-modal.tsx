import { formatDayTime } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { ConfirmActions } from '../modals/confirm-actions';
import { TermsList } from '../terms/terms-list';
import { useBonusRefusal } from '../use-bonus-refusal';
import { useAcceptOffer, useOfferShown, usePersonalOffers } from './offer-queries';
import { rememberShownOffer } from './use-personal-offer-popup';

/**
 * BonusPopup (spec section 2; `offerId` the personal offer's): a bonus offered to the player alone, its terms in
 * full and until when it may be accepted; accepting makes it a sleeping bonus, activated from the bonuses page.
 * Shown once per offer: opening it tells the server.
 */
export default function BonusPopupModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const offers = usePersonalOffers();
  const accept = useAcceptOffer();
  const shown = useOfferShown();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const offer = offers.data?.find((item) => String(item.offerId) === params.offerId);
  const offerId = offer?.offerId;
  const markShown = shown.mutate;

  useEffect(() => {
    if (offerId === undefined) return;
    rememberShownOffer(offerId);
    markShown(offerId);
  }, [offerId, markShown]);

  const onAccept = () => {
    if (!offer) return;
    setError(null);
    accept.mutate(offer.offerId, {
      onSuccess: (bonus) => {
        closeModal();
        toast({ title: t('bonuses.personalOffers.popup.accepted', { title: bonus.title }), tone: 'success' });
      },
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <div data-testid="bonus-popup" className="flex flex-1 flex-col">
      <ModalHeader title={offer ? offer.bonus.title : t('bonuses.personalOffers.popup.title')} />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {offers.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !offer ? (
          <p className="text-sm text-muted" data-testid="bonus-popup-missing">
            {offers.isError ? t('bonuses.loadFailed') : t('bonuses.personalOffers.popup.missing')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('bonuses.personalOffers.popup.title')}</p>
            {offer.bonus.description ? <p className="text-sm text-fg">{offer.bonus.description}</p> : null}
            <TermsList bonus={offer.bonus} />
            <p className="text-sm font-semibold text-fg" data-testid="bonus-popup-valid-until">
              {t('bonuses.personalOffers.popup.validUntil', {
                date: formatDayTime(new Date(offer.validUntil), lang),
              })}
            </p>
            <ConfirmActions
              error={error}
              pending={accept.isPending}
              onConfirm={onAccept}
              confirmLabel={t('bonuses.personalOffers.popup.accept')}
              cancelLabel={t('bonuses.personalOffers.popup.later')}
              testId="bonus-popup"
            />
          </>
        )}
      </div>
    </div>
  );
}
