import Bell from 'lucide-react/icons/bell';
import { Button } from '../../../components/ui/button';
import { InvitationPanel } from '../../../components/ui/invitation-panel';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { brandModalName } from '../../../lib/modals/modal-names';
import { openModal } from '../../../lib/modals/modal-store';

/** Spec section 6: guests have no notifications; they are invited to log in. */
export function NotificationsGuest() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;
  return (
    <InvitationPanel
      testId="notifications-guest"
      icon={Bell}
      title={t('notifications.guest.title')}
      text={t('notifications.guest.text')}
    >
      <Button size="lg" onClick={() => openModal(brandModalName('Login', features))}>
        {t('notifications.guest.login')}
      </Button>
    </InvitationPanel>
  );
}
