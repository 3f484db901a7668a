import { formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { cashErrorMessage } from '../cash-errors';
import { moneyFromParams, useCloseWhenMissing } from './modal-params';

/** WithdrawCancelPopup (spec section 2): confirms taking a pending withdrawal back to the balance. */
export default function WithdrawCancelModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const mutation = useCancelWithdrawal();
  const [error, setError] = useState<string | null>(null);
  const money = moneyFromParams(params);
  const amount = money ? formatMoney(money.amount, money.currency, lang) : '';
  const withdrawalId = params.withdrawalId ?? '';
  useCloseWhenMissing(!money || !withdrawalId);

  const confirm = () => {
    setError(null);
    mutation.mutate(withdrawalId, {
      onSuccess: () => {
        toast({ title: t('cash.toast.withdrawalCanceled', { amount }), tone: 'success' });
        closeModal();
      },
      onError: (failure) =>
        setError(cashErrorMessage(failure, { t, lang, currency: money?.currency ?? player.currency })),
    });
  };

  return (
    <div data-testid="withdraw-cancel-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={t('cash.cancelWithdrawal.title')}
        description={t('cash.cancelWithdrawal.text', { amount })}
      />
      <div className="grid gap-3 px-5 pt-2 pb-6 lg:px-6">
        {error ? (
          <p
            role="alert"
            className="rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
          >
            {error}
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          onClick={confirm}
          disabled={mutation.isPending || !withdrawalId}
          data-testid="withdraw-cancel-confirm"
        >
          {mutation.isPending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {t('cash.cancelWithdrawal.confirm')}
        </Button>
        <Button variant="ghost" size="lg" className="w-full" onClick={closeModal}>
          {t('cash.cancelWithdrawal.keep')}
        </Button>
      </div>
    </div>
  );
}
