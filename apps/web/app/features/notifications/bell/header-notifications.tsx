import { lazy, Suspense } from 'react';
import { useAppData } from '../../../lib/app-data';

/** The bell and its dropdown load with players' pages only (spec section 6: guests have no notifications). */
const NotificationBell = lazy(() => import('./notification-bell'));

/**
 * The header's notification bell for a logged-in player; nothing for guests. Phones have no room for it in the
 * header: there the avatar carries the unread count and the player menu leads to the notifications.
 */
export function HeaderNotifications() {
  const { isGuest } = useAppData().appMain.player;
  if (isGuest) return null;
  return (
    <div className="hidden sm:contents">
      <Suspense
        fallback={<span aria-hidden="true" className="size-10 animate-pulse rounded-xl bg-surface-2" />}
      >
        <NotificationBell />
      </Suspense>
    </div>
  );
}
