import type { PlayerSettings } from '@casino/contracts';
import { OWN_PUBLIC_PROFILE_LOGIN } from '@casino/contracts';
import Eye from 'lucide-react/icons/eye';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useUpdateProfile } from '../api/profile';
import { profileErrorKey } from '../api/profile-errors';
import { openPublicProfile } from '../public-profile-link';
import { ProfileSection } from '../ui/profile-section';

/** Whether other players may see the public profile, and a look at it as they see it. */
export function SettingsSection({ settings }: { settings: PlayerSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const features = useAppData().appMain.project.brand.features;
  const mutation = useUpdateProfile();
  // While the call runs the switch shows where it is going.
  const shown = mutation.isPending
    ? (mutation.variables.publicProfile ?? settings.publicProfile)
    : settings.publicProfile;

  const toggle = () => {
    mutation.mutate(
      { publicProfile: !settings.publicProfile },
      {
        onSuccess: () => toast({ title: t('profile.settings.saved'), tone: 'success' }),
        onError: (error) => toast({ title: t(profileErrorKey(error)), tone: 'error' }),
      },
    );
  };

  return (
    <ProfileSection id="settings" title={t('profile.settings.title')}>
      <div className="grid gap-4">
        <div className="flex items-start justify-between gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line">
          <div className="min-w-0">
            <p id={`${id}-label`} className="text-sm font-semibold text-fg">
              {t('profile.settings.publicProfile')}
            </p>
            <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-muted">
              {t('profile.settings.publicProfileHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={shown}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-busy={mutation.isPending || undefined}
            disabled={mutation.isPending}
            onClick={toggle}
            data-testid="public-profile-switch"
            className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-surface-3 ring-1 ring-line transition-colors aria-checked:bg-accent disabled:opacity-70"
          >
            <span
              aria-hidden="true"
              className={`size-5 rounded-full bg-white shadow transition-transform ${shown ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </button>
        </div>
        <div>
          <Button
            variant="ghost"
            onClick={() => openPublicProfile(OWN_PUBLIC_PROFILE_LOGIN, features)}
            data-testid="view-public-profile"
          >
            <Eye className="size-4.5" aria-hidden="true" />
            {t('profile.settings.viewPublicProfile')}
          </Button>
        </div>
      </div>
    </ProfileSection>
  );
}
