import { CURRENCIES } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/**
 * CashbackActivated (spec section 2): a cashback was collected — the amount credited, to the real balance or, for
 * a programme paying a bonus, to the bonus balance. Opened with `amount`, `currency` and `payout`.
 */
export default function CashbackActivatedModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const amount = Number(params.amount);
  const known = params.amount !== undefined && Number.isSafeInteger(amount) && amount > 0;
  const currency = CURRENCIES.find((code) => code === params.currency) ?? player.currency;
  const money = formatMoney(amount, currency, lang);
  return (
    <StatusModal
      testId="cashback-activated-modal"
      tone="accent"
      icon={<BadgeCheck className="size-8" aria-hidden="true" />}
      title={t('bonuses.cashback.activated.title')}
      actions={
        <Button size="lg" className="w-full" onClick={closeModal}>
          {t('bonuses.cashback.activated.ok')}
        </Button>
      }
    >
      <p className="text-fg" data-testid="cashback-activated-amount">
        {!known
          ? t('bonuses.cashback.activated.textNoAmount')
          : params.payout === 'bonus'
            ? t('bonuses.cashback.activated.textBonus', { amount: money })
            : t('bonuses.cashback.activated.text', { amount: money })}
      </p>
    </StatusModal>
  );
}
