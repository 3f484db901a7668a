import FileCheck from 'lucide-react/icons/file-check';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';

/** After an upload: the document arrived and is waiting for review. */
export default function VerificationConfirmModal() {
  const { t } = useTranslation();
  return (
    <StatusModal
      testId="verification-confirm-modal"
      tone="accent"
      icon={<FileCheck className="size-9" aria-hidden="true" />}
      title={t('profile.confirmModal.title')}
      actions={
        <Button size="lg" onClick={closeModal} data-testid="verification-confirm-close">
          {t('profile.confirmModal.action')}
        </Button>
      }
    >
      {t('profile.confirmModal.text')}
    </StatusModal>
  );
}
