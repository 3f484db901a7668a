import Bell from 'lucide-react/icons/bell';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { useClientData } from '../../../lib/use-hydrated';
import { useUnreadCount } from '../api/notifications';
import { NotificationDropdown } from './notification-dropdown';
import { UnreadCountBadge } from './unread-count-badge';

/** The header bell: the unread count as a badge, and the latest notifications in a dropdown. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useClientData(useUnreadCount().data) ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid="notification-bell"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        className={iconButtonClass('relative data-[state=open]:bg-surface-2 data-[state=open]:text-fg')}
      >
        <Bell className="size-5" aria-hidden="true" />
        <UnreadCountBadge testId="notification-badge" className="absolute top-1 right-0.5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          data-testid="notification-dropdown"
          aria-label={t('notifications.title')}
          className="z-50 flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] animate-fade-in flex-col overflow-hidden rounded-2xl bg-surface-1 shadow-elevation ring-1 ring-line"
        >
          <NotificationDropdown unread={unread} close={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
