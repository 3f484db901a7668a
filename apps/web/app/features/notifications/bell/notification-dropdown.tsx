import { localizePath } from '@casino/contracts';
import CheckCheck from 'lucide-react/icons/check-check';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useLatestNotifications, useMarkAllRead } from '../api/notifications';
import { NotificationItem } from '../notification-item';
import { NotificationsEmpty } from '../notifications-empty';
import { SoundToggle } from '../sounds/sound-toggle';
import { useOpenNotification } from '../use-open-notification';

/** The bell's panel: the latest notifications, marking them read, the sound switch and the way to all of them. */
export function NotificationDropdown({ unread, close }: { unread: number; close: () => void }) {
  const { t, lang } = useTranslation();
  const latest = useLatestNotifications();
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification(close);
  const items = latest.data?.items ?? [];
  const shownUnread = items.filter((item) => !item.isReaded).map((item) => item.ncMessageId);

  return (
    <>
      <div className="flex items-center gap-1 border-b border-line px-4 py-2.5">
        <h2 className="flex-1 text-base font-bold text-fg">{t('notifications.title')}</h2>
        <SoundToggle />
        <button
          type="button"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate(shownUnread)}
          data-testid="notifications-mark-all-read"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-accent-ink transition-colors hover:bg-surface-2 disabled:pointer-events-none disabled:opacity-40"
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('notifications.markAllRead')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
        {latest.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 px-4 py-8 text-center">
            <p className="text-sm text-muted">{t('notifications.loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void latest.refetch()}>
              {t('notifications.retry')}
            </Button>
          </div>
        ) : !latest.data ? (
          <div className="grid gap-2 p-1.5" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : items.length === 0 ? (
          <NotificationsEmpty compact />
        ) : (
          <ul className="grid gap-0.5">
            {items.map((notification) => (
              <li key={notification.ncMessageId}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to={localizePath(MAIN_ROUTES.notifications.path, lang)}
        onClick={close}
        data-testid="notifications-show-all"
        className="block border-t border-line px-4 py-3 text-center text-sm font-semibold text-accent-ink transition-colors hover:bg-surface-2"
      >
        {t('notifications.showAll')}
      </Link>
    </>
  );
}
