import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { brandModalName } from '../../../lib/modals/modal-names';
import { openModal } from '../../../lib/modals/modal-store';
import { Button } from '../../ui/button';

/** Log in (ghost) and Register (accent) for guests; they open the brand's auth modals. */
export function GuestActions() {
  const { t } = useTranslation();
  const { appMain } = useAppData();
  if (!appMain.player.isGuest) return null;
  const features = appMain.project.brand.features;
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        data-testid="login-button"
        className="lg:h-10 lg:px-4"
        onClick={() => openModal(brandModalName('Login', features))}
      >
        {t('auth.login')}
      </Button>
      <Button
        variant="primary"
        size="sm"
        data-testid="register-button"
        className="lg:h-10 lg:px-5"
        onClick={() => openModal(brandModalName('Register', features))}
      >
        {t('auth.register')}
      </Button>
    </div>
  );
}
