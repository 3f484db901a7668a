import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { dismissSiteVersion, useAnnouncedVersion } from './app-update';

/**
 * Spec section 8: the app-updated message, with dismiss and refresh buttons. It stays until the visitor
 * chooses, above the mobile tab bar and beside the toasts on desktop.
 */
export function AppUpdateNotice() {
  const { t } = useTranslation();
  const version = useAnnouncedVersion();
  if (!version) return null;
  return (
    <section
      aria-labelledby="app-update-title"
      data-testid="app-update-notice"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[9940] animate-toast-in rounded-2xl bg-surface-2 p-4 shadow-elevation ring-1 ring-line lg:inset-x-auto lg:bottom-6 lg:left-6 lg:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-ink">
          <RefreshCw className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="app-update-title" className="text-sm font-semibold text-fg">
            {t('notifications.appUpdated.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('notifications.appUpdated.text')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismissSiteVersion} data-testid="app-update-dismiss">
          {t('notifications.appUpdated.dismiss')}
        </Button>
        <Button size="sm" onClick={() => window.location.reload()} data-testid="app-update-refresh">
          {t('notifications.appUpdated.refresh')}
        </Button>
      </div>
    </section>
  );
}
