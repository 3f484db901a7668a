import Gift from 'lucide-react/icons/gift';
import { Button } from '../../../components/ui/button';
import { InvitationPanel } from '../../../components/ui/invitation-panel';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';

/** Guests have no bonuses of their own: they are invited to log in or sign up. */
export function BonusesGuest() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;
  return (
    <InvitationPanel
      testId="bonuses-guest"
      icon={Gift}
      title={t('bonuses.guest.title')}
      text={t('bonuses.guest.text')}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => openAuthModal('Login', features)} data-testid="bonuses-guest-login">
          {t('bonuses.guest.login')}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => openAuthModal('Register', features)}>
          {t('bonuses.guest.register')}
        </Button>
      </div>
    </InvitationPanel>
  );
}
