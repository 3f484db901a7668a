import BellOff from 'lucide-react/icons/bell-off';
import { useTranslation } from '../../lib/i18n';

/** No notifications yet: what they will be about. */
export function NotificationsEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="notifications-empty"
      className={`grid justify-items-center gap-2 text-center ${compact ? 'px-4 py-8' : 'px-6 py-14'}`}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
        <BellOff className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold text-fg">{t('notifications.empty.title')}</p>
      <p className="max-w-xs text-sm text-muted">{t('notifications.empty.text')}</p>
    </div>
  );
}
