import { formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { DepositChoice } from '../state/deposit-request';
import { CardBrandMark } from './method-mark';

/**
 * A one-click payment with a saved card charges it at once, with no card page in between: the player sees the
 * amount and the card and confirms before anything is charged.
 */
export function OneClickConfirm({
  choice,
  currency,
  pending,
  onConfirm,
  onBack,
}: {
  choice: DepositChoice & { card: NonNullable<DepositChoice['card']> };
  currency: Parameters<typeof formatMoney>[1];
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t, lang } = useTranslation();
  const amount = formatMoney(choice.amount, currency, lang);
  return (
    <section
      aria-labelledby="one-click-confirm-title"
      className="grid gap-5 rounded-2xl bg-surface-2/60 p-5 ring-1 ring-line"
      data-testid="deposit-confirm"
    >
      <h3 id="one-click-confirm-title" className="text-base font-bold text-fg">
        {t('cash.deposit.confirm.title')}
      </h3>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('cash.deposit.confirm.amount')}</dt>
          <dd className="text-lg font-bold text-fg tabular-nums" data-testid="deposit-confirm-amount">
            {amount}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('cash.deposit.confirm.card')}</dt>
          <dd className="flex items-center gap-2 font-semibold text-fg" data-testid="deposit-confirm-card">
            <CardBrandMark brand={choice.card.brand} />
            {t('cash.deposit.savedCard', { last4: choice.card.last4 })}
          </dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <Button
          size="lg"
          className="w-full text-base"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
          data-testid="deposit-confirm-pay"
        >
          {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {t('cash.deposit.confirm.pay', { amount })}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onBack} data-testid="deposit-confirm-back">
          {t('cash.deposit.confirm.back')}
        </Button>
      </div>
    </section>
  );
}
