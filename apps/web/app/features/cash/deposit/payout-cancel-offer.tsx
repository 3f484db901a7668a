import { formatMoney } from '@casino/i18n';
import Undo2 from 'lucide-react/icons/undo-2';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import {
  useApplyPayoutCancel,
  usePayoutCancelOffer,
  useRejectPayoutCancel,
} from '../api/payout-cancel-offer';
import { NoticeCard } from '../ui/notice-card';

/**
 * The payout-cancel popup (spec section 7), offered on the deposit view while a withdrawal is pending: the money
 * can come back to the balance at once, or the offer is dismissed for that withdrawal.
 */
export function PayoutCancelOffer() {
  const { t, lang } = useTranslation();
  const offer = usePayoutCancelOffer();
  const apply = useApplyPayoutCancel();
  const reject = useRejectPayoutCancel();
  const withdrawal = offer.data?.withdrawal;
  if (!withdrawal) return null;
  const amount = formatMoney(withdrawal.amount, withdrawal.currency, lang);
  const busy = apply.isPending || reject.isPending;
  return (
    <NoticeCard
      tone="info"
      icon={Undo2}
      testId="payout-cancel-offer"
      title={t('cash.payoutCancel.title', { amount })}
      actions={
        <>
          <Button
            size="sm"
            disabled={busy}
            data-testid="payout-cancel-apply"
            onClick={() =>
              apply.mutate(withdrawal.id, {
                onSuccess: () =>
                  toast({ title: t('cash.toast.withdrawalCanceled', { amount }), tone: 'success' }),
                onError: () => toast({ title: t('cash.errors.unknown'), tone: 'error' }),
              })
            }
          >
            {t('cash.payoutCancel.apply')}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => reject.mutate(withdrawal.id)}>
            {t('cash.payoutCancel.reject')}
          </Button>
        </>
      }
    >
      {t('cash.payoutCancel.text')}
    </NoticeCard>
  );
}
