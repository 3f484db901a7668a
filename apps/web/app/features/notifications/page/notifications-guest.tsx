import Bell from 'lucide-react/icons/bell';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { brandModalName } from '../../../lib/modals/modal-names';
import { openModal } from '../../../lib/modals/modal-store';

/** Spec section 6: guests have no notifications; they are invited to log in. */
export function NotificationsGuest() {
  const { t } = useTranslation();
  const features = useAppData().appMain.project.brand.features;
  return (
    <section
      data-testid="notifications-guest"
      aria-labelledby="notifications-guest-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <Bell className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 id="notifications-guest-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('notifications.guest.title')}
        </h1>
        <p className="text-sm leading-relaxed text-muted">{t('notifications.guest.text')}</p>
      </div>
      <Button size="lg" onClick={() => openModal(brandModalName('Login', features))}>
        {t('notifications.guest.login')}
      </Button>
    </section>
  );
}
