import UserRound from 'lucide-react/icons/user-round';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { getModalState } from '../../lib/modals/modal-store';
import { openAuthModal } from '../auth/auth-modals';

/** What a guest sees on the profile page: an invitation to log in, and the Login modal opened for them. */
export function GuestProfile() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;

  useEffect(() => {
    // A modal a deep link opened (registration, restore) is what the guest came for: leave it in place.
    if (!getModalState().open) openAuthModal('Login', features);
  }, [features]);

  return (
    <section
      data-testid="profile-guest"
      aria-labelledby="profile-guest-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <UserRound className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 id="profile-guest-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('profile.guest.title')}
        </h1>
        <p className="text-sm leading-relaxed text-muted">{t('profile.guest.text')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => openAuthModal('Login', features)} data-testid="profile-guest-login">
          {t('profile.guest.login')}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => openAuthModal('Register', features)}>
          {t('profile.guest.register')}
        </Button>
      </div>
    </section>
  );
}
