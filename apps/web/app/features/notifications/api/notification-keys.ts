import type { NotificationsResponse } from '@casino/contracts';

/** Under the player's keys, so whatever reads all of the player's data again reads these too. */
export const NOTIFICATIONS_KEY = ['player', 'notifications'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
export const LATEST_NOTIFICATIONS_KEY = [...NOTIFICATIONS_KEY, 'latest'] as const;
export const NOTIFICATION_PAGES_KEY = [...NOTIFICATIONS_KEY, 'pages'] as const;

/** How many the header bell's dropdown shows, and how many a page of the notifications page holds. */
export const LATEST_LIMIT = 5;
export const PAGE_SIZE = 20;

export type NotificationsPage = NotificationsResponse['data'];
