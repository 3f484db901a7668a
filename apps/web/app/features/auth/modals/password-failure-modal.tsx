import LinkIcon from 'lucide-react/icons/link-2-off';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';

/** A restore link or code that no longer works; the way out is a new restore. */
export default function PasswordFailureModal() {
  const { t } = useTranslation();
  const { features } = useBrand();
  return (
    <StatusModal
      testId="password-failure-modal"
      tone="danger"
      icon={<LinkIcon className="size-8" aria-hidden="true" />}
      title={t('auth.failureTitle')}
      actions={
        <Button size="lg" onClick={() => openAuthModal('Login', features, { view: 'restore' })}>
          {t('auth.failureRetry')}
        </Button>
      }
    >
      {t('auth.failureText')}
    </StatusModal>
  );
}
