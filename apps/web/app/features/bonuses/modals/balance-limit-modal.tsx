import { CURRENCIES } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Scale from 'lucide-react/icons/scale';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/**
 * BonusAccessBalanceLimitModal (spec section 7, apply cash bonus): the bonus cannot be activated while the balance
 * is above its `max_balance_for_activation`, which it names.
 */
export default function BalanceLimitModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const { player } = useAppData().appMain;
  const limit = Number(params.max_balance_for_activation);
  const currency = CURRENCIES.find((code) => code === params.currency) ?? player.currency;
  const known = params.max_balance_for_activation !== undefined && Number.isSafeInteger(limit) && limit >= 0;
  return (
    <StatusModal
      testId="bonus-balance-limit-modal"
      tone="accent"
      icon={<Scale className="size-8" aria-hidden="true" />}
      title={t('bonuses.balanceLimit.title')}
      actions={
        <Button size="lg" className="w-full" onClick={closeModal}>
          {t('bonuses.balanceLimit.ok')}
        </Button>
      }
    >
      <p className="text-fg" data-testid="bonus-balance-limit">
        {known
          ? t('bonuses.balanceLimit.text', { amount: formatMoney(limit, currency, lang) })
          : t('bonuses.balanceLimit.textNoAmount')}
      </p>
      <p className="mt-2">{t('bonuses.balanceLimit.hint')}</p>
    </StatusModal>
  );
}
