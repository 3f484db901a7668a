import type { Bonus } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { BonusTermsOf } from '../terms/bonus-terms-of';
import { BonusCard } from './bonus-card';
import { DepositWithBonus } from './deposit-with-bonus';

/**
 * A bonus the player has taken that is not active yet: granted and waiting its turn, chosen for the next deposit
 * (then the way to that deposit, with the bonus chosen), or accepted and sleeping (then the way to activate it).
 */
export function QueuedCard({ bonus, anchor }: { bonus: Bonus; anchor: string | undefined }) {
  const { t, lang } = useTranslation();
  return (
    <BonusCard bonus={bonus} anchor={anchor}>
      {bonus.amount !== null ? (
        <p className="text-sm text-muted">
          {t('bonuses.active.granted', { amount: formatMoney(bonus.amount, bonus.currency, lang) })}
        </p>
      ) : null}
      {bonus.status === 'init' ? <DepositWithBonus bonus={bonus} /> : null}
      {bonus.status === 'sleeping' && bonus.playerBonusId !== null ? (
        <Button
          onClick={() => openModal('BonusActivateModal', { bonusId: String(bonus.playerBonusId) })}
          data-testid="bonus-activate"
        >
          {t('bonuses.personalOffers.activate.button')}
        </Button>
      ) : null}
      <BonusTermsOf bonus={bonus} />
    </BonusCard>
  );
}
