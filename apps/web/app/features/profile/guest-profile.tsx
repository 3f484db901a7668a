import UserRound from 'lucide-react/icons/user-round';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { InvitationPanel } from '../../components/ui/invitation-panel';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { openAuthModal } from '../../lib/modals/auth-modals';
import { getModalState } from '../../lib/modals/modal-store';

/** What a guest sees on the profile page: an invitation to log in, and the Login modal opened for them. */
export function GuestProfile() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;

  useEffect(() => {
    // A modal a deep link opened (registration, restore) is what the guest came for: leave it in place.
    if (!getModalState().open) openAuthModal('Login', features);
  }, [features]);

  return (
    <InvitationPanel
      testId="profile-guest"
      icon={UserRound}
      title={t('profile.guest.title')}
      text={t('profile.guest.text')}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => openAuthModal('Login', features)} data-testid="profile-guest-login">
          {t('profile.guest.login')}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => openAuthModal('Register', features)}>
          {t('profile.guest.register')}
        </Button>
      </div>
    </InvitationPanel>
  );
}
