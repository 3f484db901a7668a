import type { NotificationsReadResponse } from '@casino/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { lazyEndpoints } from '../../../lib/endpoint-client';
import { markNotificationsRead } from '../notifications-cache';
import {
  LATEST_LIMIT,
  LATEST_NOTIFICATIONS_KEY,
  NOTIFICATION_PAGES_KEY,
  NOTIFICATIONS_KEY,
  type NotificationsPage,
  PAGE_SIZE,
  UNREAD_COUNT_KEY,
} from './notification-keys';
import { useUnauthorizedRetry } from './use-unauthorized-retry';

/** The server takes at most this many ids in one read call. */
export const MAX_READ_IDS = 100;

// The bell is in the header of every page: its table comes with the first call, not with the page.
const callNotifications = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/notifications').then((table) => table.NOTIFICATION_ENDPOINTS),
);

/** `GET /rest/notifications/`: the player's notifications, newest first, with the total and the unread count. */
export async function fetchNotifications(limit: number, offset: number): Promise<NotificationsPage> {
  return (await callNotifications('list', { query: { limit, offset } })).data;
}

/** `GET /rest/notifications/unread-count/`: the number on the bell. */
export async function fetchUnreadCount(): Promise<number> {
  return (await callNotifications('unreadCount')).data.unread;
}

/** `POST /rest/notifications/read/` (spec section 7, notification read): the ids, at most 100 a call. */
export function sendNotificationsRead(ncMessageIds: readonly number[]): Promise<NotificationsReadResponse> {
  return callNotifications('read', { body: { ncMessageIds: ncMessageIds.slice(0, MAX_READ_IDS) } });
}

/** Push keeps these fresh (new and read notifications arrive as `nc` messages), so they are read rarely. */
const FRESH_MS = 5 * 60_000;

export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: fetchUnreadCount,
  staleTime: FRESH_MS,
});

export const latestNotificationsQuery = queryOptions({
  queryKey: LATEST_NOTIFICATIONS_KEY,
  queryFn: () => fetchNotifications(LATEST_LIMIT, 0),
  staleTime: FRESH_MS,
});

export const notificationPagesQuery = infiniteQueryOptions({
  queryKey: NOTIFICATION_PAGES_KEY,
  queryFn: ({ pageParam }) => fetchNotifications(PAGE_SIZE, pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
    return last.items.length > 0 && loaded < last.total ? loaded : undefined;
  },
  staleTime: FRESH_MS,
});

export function useUnreadCount() {
  return useUnauthorizedRetry(useQuery(unreadCountQuery));
}

export function useLatestNotifications() {
  return useUnauthorizedRetry(useQuery(latestNotificationsQuery));
}

export function useNotificationPages() {
  return useUnauthorizedRetry(useInfiniteQuery(notificationPagesQuery));
}

/** Marks notifications read: at once on screen, then as the server says. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotificationsRead,
    onMutate: (ids) => markNotificationsRead(queryClient, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/**
 * Marks every unread notification read, those beyond the bell's list included: the newest hundred are read
 * and their unread ids sent. What is shown turns read at once.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shownUnread: readonly number[]) => {
      const unread = (await fetchNotifications(MAX_READ_IDS, 0)).items
        .filter((item) => !item.isReaded)
        .map((item) => item.ncMessageId);
      const ids = [...new Set([...shownUnread, ...unread])];
      return ids.length > 0 ? sendNotificationsRead(ids) : { success: true as const };
    },
    onMutate: (shownUnread) => markNotificationsRead(queryClient, shownUnread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
