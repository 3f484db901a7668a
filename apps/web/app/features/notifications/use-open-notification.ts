import type { Notification } from '@casino/contracts';
import { useMarkRead } from './api/notifications';

/** Opening a notification marks it read (its link, if any, is followed by the item itself). */
export function useOpenNotification(after?: () => void): (notification: Notification) => void {
  const markRead = useMarkRead();
  return (notification) => {
    if (!notification.isReaded) markRead.mutate([notification.ncMessageId]);
    after?.();
  };
}
