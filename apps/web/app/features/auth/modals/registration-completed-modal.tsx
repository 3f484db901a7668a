import PartyPopper from 'lucide-react/icons/party-popper';
import { DepositLimitLink } from '../../../components/layout/deposit-limit-link';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';

/** The welcome after the funnel is done. */
export default function RegistrationCompletedModal() {
  const { t } = useTranslation();
  return (
    <StatusModal
      testId="registration-completed-modal"
      tone="accent"
      icon={<PartyPopper className="size-9" aria-hidden="true" />}
      title={t('auth.completedTitle')}
      actions={
        <>
          <Button size="lg" onClick={closeModal} data-testid="completed-action">
            {t('auth.completedAction')}
          </Button>
          {/* RTS 12: a deposit limit is offered at registration. */}
          <DepositLimitLink offerFirst onNavigate={closeModal} className="mt-2 text-left" />
        </>
      }
    >
      {t('auth.completedText')}
    </StatusModal>
  );
}
