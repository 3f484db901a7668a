import Sparkles from 'lucide-react/icons/sparkles';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';
import { trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { formatAmount } from '../../../lib/money/format-amount';
import { sendCashDeskCommand } from '../state/cash-desk-commands';
import { moneyFromParams, useCloseWhenMissing } from './modal-params';

/**
 * The exit popup (spec section 9: above everything, z-index 99999): a player who never deposited is leaving the
 * cash desk; it suggests the smallest deposit (50 UAH) once, and leaving stays one click away.
 */
export default function ExitPopupModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const money = moneyFromParams(params);
  const amount = money ? formatAmount(money.amount, money.currency, lang) : '';
  useCloseWhenMissing(!money);

  const deposit = () => {
    if (money) {
      trackDepositButton({ cash_button_name: 'exit_popup_deposit', button_placement: 'exit_popup' });
      sendCashDeskCommand({ type: 'setAmount', amount: money.amount });
    }
    closeModal();
  };

  const leave = () => {
    closeModal();
    sendCashDeskCommand({ type: 'close' });
  };

  return (
    <div data-testid="exit-popup" className="flex flex-col items-center gap-5 px-6 pt-8 pb-6 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <Sparkles className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <Dialog.Title className="text-xl font-bold tracking-tight text-fg">
          {t('cash.exitPopup.title')}
        </Dialog.Title>
        <p className="text-sm leading-relaxed text-muted">{t('cash.exitPopup.text', { amount })}</p>
      </div>
      <div className="grid w-full gap-2.5">
        <Button size="lg" className="w-full" onClick={deposit} data-testid="exit-popup-deposit">
          {t('cash.exitPopup.deposit', { amount })}
        </Button>
        <Button variant="ghost" size="lg" className="w-full" onClick={leave} data-testid="exit-popup-leave">
          {t('cash.exitPopup.leave')}
        </Button>
      </div>
    </div>
  );
}
