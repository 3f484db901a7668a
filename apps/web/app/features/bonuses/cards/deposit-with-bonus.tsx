import type { Bonus } from '@casino/contracts';
import Wallet from 'lucide-react/icons/wallet';
import { ButtonLink } from '../../../components/ui/button';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';

/** A deposit bonus chosen for the next deposit: it says so, and opens the cash desk with the bonus chosen. */
export function DepositWithBonus({ bonus, onNavigate }: { bonus: Bonus; onNavigate?: () => void }) {
  const { t, lang } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-accent/10 p-4 ring-1 ring-accent/25"
      data-testid="bonus-next-deposit"
    >
      <p className="text-sm font-medium text-fg">{t('bonuses.queue.nextDeposit')}</p>
      <ButtonLink
        to={depositPath(lang, bonus.id)}
        onClick={() => {
          trackDepositButton({
            cash_button_name: 'bonus_deposit',
            bonus_id: bonus.id,
            button_placement: 'bonus',
          });
          onNavigate?.();
        }}
        data-testid="bonus-deposit"
      >
        <Wallet className="size-4.5" aria-hidden="true" />
        {t('bonuses.queue.deposit')}
      </ButtonLink>
    </div>
  );
}
