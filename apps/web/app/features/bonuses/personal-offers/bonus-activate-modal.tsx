import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useBonusList } from '../api/bonus-list';
import { ConfirmActions } from '../modals/confirm-actions';
import { TermsList } from '../terms/terms-list';
import { useBonusRefusal } from '../use-bonus-refusal';
import { useActivateBonus } from './offer-queries';

/**
 * BonusActivateModal (spec section 2; `bonusId` the player's sleeping bonus): its terms before its money is given,
 * and, while another bonus is active, that this one will wait in the queue until that one ends. A refusal opens the
 * balance-limit or deposit-required modal, as taking a bonus does.
 */
export default function BonusActivateModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const list = useBonusList();
  const activate = useActivateBonus();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const bonus = list.data?.queued.find(
    (item) => item.status === 'sleeping' && String(item.playerBonusId) === params.bonusId,
  );
  const queued = Boolean(list.data?.active);

  const onConfirm = () => {
    if (!bonus?.playerBonusId) return;
    setError(null);
    activate.mutate(bonus.playerBonusId, {
      onSuccess: (activated) => {
        closeModal();
        toast({
          title: t(
            activated.status === 'waiting'
              ? 'bonuses.personalOffers.activate.waiting'
              : 'bonuses.personalOffers.activate.activated',
            { title: activated.title },
          ),
          tone: 'success',
        });
      },
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <div data-testid="bonus-activate-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={
          bonus
            ? t('bonuses.personalOffers.activate.title', { title: bonus.title })
            : t('bonuses.personalOffers.activate.button')
        }
      />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {list.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !bonus ? (
          <p className="text-sm text-muted" data-testid="bonus-activate-missing">
            {list.isError ? t('bonuses.loadFailed') : t('bonuses.personalOffers.activate.missing')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('bonuses.personalOffers.activate.lead')}</p>
            <TermsList bonus={bonus} />
            {queued ? (
              <p className="text-sm font-semibold text-fg" data-testid="bonus-activate-queued">
                {t('bonuses.personalOffers.activate.queued')}
              </p>
            ) : null}
            <ConfirmActions
              error={error}
              pending={activate.isPending}
              onConfirm={onConfirm}
              confirmLabel={t('bonuses.personalOffers.activate.confirm')}
              cancelLabel={t('bonuses.personalOffers.activate.cancel')}
              testId="bonus-activate"
            />
          </>
        )}
      </div>
    </div>
  );
}
