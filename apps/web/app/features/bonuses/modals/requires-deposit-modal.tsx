import Wallet from 'lucide-react/icons/wallet';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button, ButtonLink } from '../../../components/ui/button';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';

/**
 * BonusRequiresDepositPopup (spec section 7, apply cash bonus): the bonus is for players who deposited within
 * `days_since_last_deposit` days; the way to the deposit.
 */
export default function RequiresDepositModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const days = Number(params.days_since_last_deposit);
  const known = params.days_since_last_deposit !== undefined && Number.isSafeInteger(days) && days > 0;
  return (
    <StatusModal
      testId="bonus-requires-deposit-modal"
      tone="accent"
      icon={<Wallet className="size-8" aria-hidden="true" />}
      title={t('bonuses.requiresDeposit.title')}
      actions={
        <>
          <ButtonLink
            to={depositPath(lang)}
            size="lg"
            className="w-full"
            onClick={() => {
              trackDepositButton({ cash_button_name: 'bonus_requires_deposit', button_placement: 'bonus' });
              closeModal();
            }}
          >
            {t('bonuses.requiresDeposit.deposit')}
          </ButtonLink>
          <Button variant="ghost" size="lg" className="w-full" onClick={closeModal}>
            {t('bonuses.requiresDeposit.later')}
          </Button>
        </>
      }
    >
      <p className="text-fg" data-testid="bonus-requires-deposit-days">
        {known ? t('bonuses.requiresDeposit.text', { count: days }) : t('bonuses.requiresDeposit.textNoDays')}
      </p>
    </StatusModal>
  );
}
