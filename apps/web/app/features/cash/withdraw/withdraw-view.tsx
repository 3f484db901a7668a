import { formatMoney } from '@casino/i18n';
import FileText from 'lucide-react/icons/file-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getModalState, openModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { useWithdrawalOptions } from '../api/withdrawal-methods';
import { useWithdrawals } from '../api/withdrawals';
import { cashErrorMessage } from '../cash-errors';
import { isWithdrawVerifyInfoHidden } from '../state/hide-flags';
import { newIdempotencyKey } from '../state/idempotency-key';
import { NoticeCard } from '../ui/notice-card';
import { type WithdrawalChoice, WithdrawForm } from './withdraw-form';
import { WithdrawalsList } from './withdrawals-list';

/**
 * The withdrawal tab: what is needed first (identity verification, a tax ID), the form, and the withdrawals with
 * their statuses. A request moves the amount to hold at once; the header shows it.
 */
export function WithdrawView({ onTaxId }: { onTaxId: () => void }) {
  const { t, lang } = useTranslation();
  const options = useWithdrawalOptions();
  const withdrawals = useWithdrawals();
  const mutation = useRequestWithdrawal();
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const unverified = options.data?.isVerified === false;

  // Spec section 5: WithdrawVerifyInfo explains verification once the tab opens, unless the player hid it.
  useEffect(() => {
    if (unverified && !isWithdrawVerifyInfoHidden() && !getModalState().open) openModal('WithdrawVerifyInfo');
  }, [unverified]);

  if (options.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-10 text-center">
        <p className="text-sm text-muted">{t('cash.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {t('cash.retry')}
        </Button>
      </div>
    );
  }
  if (!options.data) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-14" />
        <Skeleton className="h-13" />
      </div>
    );
  }

  const { methods, savedCards, isVerified, needsTaxId, balance } = options.data;
  // Withdrawals are in the account currency, the balance's.
  const currency = balance.currency;

  const submit = (choice: WithdrawalChoice) => {
    setError(null);
    const currencyId = methods
      .find((method) => method.id === choice.methodId)
      ?.currencies.find((entry) => entry.iso === currency)?.id;
    if (currencyId === undefined) return;
    mutation.mutate(
      {
        method_id: choice.methodId,
        currency_id: currencyId,
        amount: choice.amount,
        idempotency_key: newIdempotencyKey(),
        ...choice.destination,
      },
      {
        onSuccess: (response) => {
          const amount = formatMoney(
            response.data.withdrawal.amount,
            response.data.withdrawal.currency,
            lang,
          );
          toast({ title: t('cash.toast.withdrawalRequested', { amount }), tone: 'success' });
          setFormKey((key) => key + 1);
        },
        onError: (failure) => {
          const code = errorCodeOf(failure);
          if (code === 'verification_required') openModal('WithdrawVerifyInfo');
          else if (code === 'tax_id_required') onTaxId();
          else setError(cashErrorMessage(failure, { t, lang, currency }));
        },
      },
    );
  };

  return (
    <div className="grid gap-6" data-testid="withdraw-view">
      {!isVerified ? (
        <NoticeCard
          tone="warning"
          icon={ShieldCheck}
          title={t('cash.withdraw.verifyTitle')}
          testId="withdraw-verify-notice"
          actions={
            <Button size="sm" onClick={() => openModal('WithdrawVerifyInfo')}>
              {t('cash.withdraw.verifyAction')}
            </Button>
          }
        >
          {t('cash.withdraw.verifyText')}
        </NoticeCard>
      ) : needsTaxId ? (
        <NoticeCard
          tone="warning"
          icon={FileText}
          title={t('cash.withdraw.taxIdTitle')}
          testId="withdraw-tax-id-notice"
          actions={
            <Button size="sm" onClick={onTaxId} data-testid="withdraw-tax-id-action">
              {t('cash.withdraw.taxIdAction')}
            </Button>
          }
        >
          {t('cash.withdraw.taxIdText')}
        </NoticeCard>
      ) : (
        <WithdrawForm
          key={formKey}
          methods={methods}
          savedCards={savedCards}
          currency={currency}
          available={balance.principal}
          pending={mutation.isPending}
          error={error}
          onSubmit={submit}
        />
      )}
      {withdrawals.data ? <WithdrawalsList withdrawals={withdrawals.data} /> : <Skeleton className="h-24" />}
    </div>
  );
}
