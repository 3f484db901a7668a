import CheckCheck from 'lucide-react/icons/check-check';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useClientData } from '../../../lib/use-hydrated';
import { useMarkAllRead, useNotificationPages, useUnreadCount } from '../api/notifications';
import { NotificationItem } from '../notification-item';
import { NotificationsEmpty } from '../notifications-empty';
import { SoundToggle } from '../sounds/sound-toggle';
import { useOpenNotification } from '../use-open-notification';

function ListSkeleton() {
  return (
    <div className="grid gap-2 p-2" aria-busy="true">
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** The logged-in player's notifications, newest first, a page at a time, loaded in the browser. */
export function PlayerNotifications() {
  const { t } = useTranslation();
  const pages = useNotificationPages();
  const unread = useClientData(useUnreadCount().data) ?? 0;
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const shownUnread = items.filter((item) => !item.isReaded).map((item) => item.ncMessageId);

  return (
    <div data-testid="notifications-page" className="mx-auto flex w-full max-w-3xl flex-col gap-4 lg:gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t('notifications.title')}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="notifications-unread-summary">
            {unread > 0 ? t('notifications.unreadSummary', { count: unread }) : t('notifications.allRead')}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <SoundToggle />
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate(shownUnread)}
            data-testid="notifications-mark-all-read"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('notifications.markAllRead')}
          </Button>
        </div>
      </header>
      <section
        aria-label={t('notifications.title')}
        className="rounded-3xl bg-surface-1 p-1.5 ring-1 ring-line sm:p-2"
      >
        {pages.isError && !pages.data ? (
          <div role="alert" className="grid justify-items-center gap-4 px-6 py-12 text-center">
            <p className="text-base text-fg">{t('notifications.loadFailed')}</p>
            <Button onClick={() => void pages.refetch()}>{t('notifications.retry')}</Button>
          </div>
        ) : !pages.data ? (
          <ListSkeleton />
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <ul className="grid gap-0.5">
            {items.map((notification) => (
              <li key={notification.ncMessageId}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="notifications-load-more"
        >
          {t('notifications.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
