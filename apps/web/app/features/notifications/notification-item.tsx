import { localizePath, type Notification } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { NOTIFICATION_ICONS } from './notification-icon';

const ROW_CLASS =
  'flex w-full items-start gap-3 rounded-xl p-3 text-left outline-none transition-colors focus-visible:ring-2 focus-visible:ring-accent';

/**
 * One notification: its type's icon, title, text and time in the page's language, and a dot while unread.
 * Opening it marks it read and follows its link, if it has one.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, lang } = useTranslation();
  const Icon = NOTIFICATION_ICONS[notification.type];
  const unread = !notification.isReaded;
  const body = (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent-ink ring-1 ring-line">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={`text-sm text-fg ${unread ? 'font-semibold' : 'font-medium'}`}>
            {notification.title[lang]}
          </span>
          {unread ? (
            <span
              className="mt-1.5 size-2 shrink-0 rounded-full bg-accent"
              data-testid="notification-unread-dot"
            >
              <span className="sr-only">{t('notifications.unread')}</span>
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 block text-sm leading-snug text-muted">{notification.text[lang]}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted">
          {formatDayTime(new Date(notification.createdAt), lang)}
        </time>
      </span>
    </>
  );
  const shared = {
    'data-testid': 'notification-item',
    'data-read': String(notification.isReaded),
    onClick: () => onOpen(notification),
  };
  if (notification.link) {
    return (
      <Link
        {...shared}
        to={localizePath(notification.link, lang)}
        className={`${ROW_CLASS} hover:bg-surface-2`}
      >
        {body}
      </Link>
    );
  }
  if (unread) {
    return (
      <button
        {...shared}
        type="button"
        title={t('notifications.markRead')}
        className={`${ROW_CLASS} hover:bg-surface-2`}
      >
        {body}
      </button>
    );
  }
  return (
    <div data-testid="notification-item" data-read="true" className={ROW_CLASS}>
      {body}
    </div>
  );
}
