import PartyPopper from 'lucide-react/icons/party-popper';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { StatusModal } from './status-modal';

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
        <Button size="lg" onClick={closeModal} data-testid="completed-action">
          {t('auth.completedAction')}
        </Button>
      }
    >
      {t('auth.completedText')}
    </StatusModal>
  );
}
