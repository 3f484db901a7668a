import { localizePath } from '@casino/contracts';
import Bell from 'lucide-react/icons/bell';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { UnreadCountBadge } from './unread-count-badge';

/** The player menu's way to the notifications, with the unread count; on phones it stands in for the bell. */
export function NotificationsMenuItem({ className }: { className: string }) {
  const { t, lang } = useTranslation();
  return (
    <DropdownMenu.Item asChild className={className}>
      <Link to={localizePath(MAIN_ROUTES.notifications.path, lang)} data-testid="menu-notifications">
        <Bell className="size-4.5" aria-hidden="true" />
        <span className="flex-1">{t('notifications.title')}</span>
        <UnreadCountBadge testId="menu-notifications-badge" className="ring-0" />
      </Link>
    </DropdownMenu.Item>
  );
}

/** The unread count on the avatar, on phones only: the header has no bell there. */
export function AvatarUnreadBadge() {
  return <UnreadCountBadge testId="avatar-unread-badge" className="absolute -top-1 -right-1 sm:hidden" />;
}
