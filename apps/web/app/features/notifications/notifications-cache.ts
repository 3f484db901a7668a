import type { Notification } from '@casino/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  LATEST_LIMIT,
  LATEST_NOTIFICATIONS_KEY,
  NOTIFICATION_PAGES_KEY,
  type NotificationsPage,
  UNREAD_COUNT_KEY,
} from './api/notification-keys';

/**
 * Marks notifications read wherever they are shown (the bell's list, the page) and takes the ones that were
 * unread off the bell's count. Ids already read or not shown change nothing, so the echo of the player's own
 * call (an `nc` `read` message) counts nothing twice. Returns how many were newly read.
 */
export function markNotificationsRead(queryClient: QueryClient, ids: readonly number[]): number {
  const wanted = new Set(ids);
  const newlyRead = new Set<number>();
  const markPage = (page: NotificationsPage): NotificationsPage => {
    if (!page.items.some((item) => !item.isReaded && wanted.has(item.ncMessageId))) return page;
    return {
      ...page,
      items: page.items.map((item) => {
        if (item.isReaded || !wanted.has(item.ncMessageId)) return item;
        newlyRead.add(item.ncMessageId);
        return { ...item, isReaded: true };
      }),
    };
  };
  queryClient.setQueryData<NotificationsPage>(LATEST_NOTIFICATIONS_KEY, (data) => data && markPage(data));
  queryClient.setQueryData<InfiniteData<NotificationsPage, number>>(
    NOTIFICATION_PAGES_KEY,
    (data) => data && { ...data, pages: data.pages.map(markPage) },
  );
  if (newlyRead.size > 0) {
    queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) =>
      count === undefined ? count : Math.max(0, count - newlyRead.size),
    );
  }
  return newlyRead.size;
}

/**
 * A notification that just arrived: first in the bell's list, and counted when unread. Returns false when it
 * is already shown (a repeated delivery).
 */
export function addNotification(queryClient: QueryClient, notification: Notification): boolean {
  const latest = queryClient.getQueryData<NotificationsPage>(LATEST_NOTIFICATIONS_KEY);
  if (latest?.items.some((item) => item.ncMessageId === notification.ncMessageId)) return false;
  queryClient.setQueryData<NotificationsPage>(
    LATEST_NOTIFICATIONS_KEY,
    (data) =>
      data && {
        ...data,
        items: [notification, ...data.items].slice(0, LATEST_LIMIT),
        total: data.total + 1,
        unread: data.unread + (notification.isReaded ? 0 : 1),
      },
  );
  if (!notification.isReaded) {
    queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) => (count === undefined ? count : count + 1));
  }
  return true;
}
