import { formatDayTime } from '@casino/i18n';
import ShieldBan from 'lucide-react/icons/shield-ban';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { openModal } from '../../../lib/modals/modal-store';

/** A blocked account, or one locked after too many wrong passwords (`lockedUntil`); support can help. */
export default function BlockedAccountModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const lockedUntil = params.lockedUntil ? new Date(params.lockedUntil) : null;
  return (
    <StatusModal
      testId="blocked-account-modal"
      tone="danger"
      icon={<ShieldBan className="size-8" aria-hidden="true" />}
      title={t('auth.blockedTitle')}
      actions={
        <Button size="lg" onClick={() => openModal('SupportContacts')}>
          {t('auth.contactSupport')}
        </Button>
      }
    >
      <p>{t('auth.blockedText')}</p>
      {lockedUntil && !Number.isNaN(lockedUntil.getTime()) ? (
        <p className="mt-2 font-medium text-fg">
          {t('auth.lockedUntil', { time: formatDayTime(lockedUntil, lang) })}
        </p>
      ) : null}
    </StatusModal>
  );
}
