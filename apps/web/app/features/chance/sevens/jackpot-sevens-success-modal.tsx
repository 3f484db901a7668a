import { CURRENCIES, type Currency } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Trophy from 'lucide-react/icons/trophy';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/** The amount a link or the `win` push gave, when it is whole minor units of one of the site's currencies. */
function wonAmount(params: ModalBodyProps['params']): { amount: number; currency: Currency } | null {
  const amount = Number(params.amount);
  const currency = CURRENCIES.find((code) => code === params.currency);
  return currency && Number.isSafeInteger(amount) && amount > 0 ? { amount, currency } : null;
}

/** JackpotSevensSuccessModal (spec section 2): the player's stake dropped the jackpot-sevens (`amount`, `currency`). */
export default function JackpotSevensSuccessModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const won = wonAmount(params);
  return (
    <StatusModal
      testId="jackpot-sevens-success-modal"
      tone="accent"
      icon={<Trophy className="size-9" aria-hidden="true" />}
      title={t('chance.sevens.won.title')}
      actions={
        <Button size="lg" onClick={closeModal}>
          {t('chance.sevens.won.close')}
        </Button>
      }
    >
      {won ? (
        <p className="text-base text-fg" data-testid="jackpot-sevens-success-amount">
          {t('chance.sevens.won.text', { amount: formatMoney(won.amount, won.currency, lang) })}
        </p>
      ) : null}
    </StatusModal>
  );
}
