import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { ConfirmActions } from '../modals/confirm-actions';
import { useBonusRefusal } from '../use-bonus-refusal';
import { useCashbackOverview, useChooseCashback } from './cashback-queries';
import { CashbackTermsList } from './cashback-terms-list';

/**
 * CashbackActivate (spec section 2; `cashbackId` the programme's): the programme's terms in full before the
 * player chooses it, then the choice.
 */
export default function CashbackActivateModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const overview = useCashbackOverview();
  const choose = useChooseCashback();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const offer = overview.data?.offers.find((cashback) => String(cashback.id) === params.cashbackId);
  const onChoose = () => {
    if (!offer) return;
    setError(null);
    choose.mutate(offer.id, {
      onSuccess: (chosen) => {
        closeModal();
        toast({ title: t('bonuses.cashback.chosen', { title: chosen.title }), tone: 'success' });
      },
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <div data-testid="cashback-activate-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={
          offer ? t('bonuses.cashback.activate.title', { title: offer.title }) : t('bonuses.cashback.title')
        }
      />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {overview.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !offer ? (
          <p className="text-sm text-muted" data-testid="cashback-activate-missing">
            {overview.isError ? t('bonuses.loadFailed') : t('bonuses.cashback.activate.missing')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">{t('bonuses.cashback.activate.lead')}</p>
            <CashbackTermsList cashback={offer} />
            <ConfirmActions
              error={error}
              pending={choose.isPending}
              onConfirm={onChoose}
              confirmLabel={t('bonuses.cashback.activate.confirm')}
              cancelLabel={t('bonuses.cashback.activate.cancel')}
              testId="cashback-activate"
            />
          </>
        )}
      </div>
    </div>
  );
}
