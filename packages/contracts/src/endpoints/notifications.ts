import {
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  notificationsUnreadResponseSchema,
} from '../notifications.ts';
import { endpoint } from './endpoint.ts';

/** The signed-in player's notification center (spec section 7): the list, the bell's count, marking read. */
export const NOTIFICATION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/rest/notifications/',
    auth: 'player',
    summary: "The player's notifications, newest first, with the total and the unread count",
    input: { query: notificationsQuerySchema },
    reply: notificationsResponseSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/rest/notifications/unread-count/',
    auth: 'player',
    summary: 'How many notifications the player has not read: the number on the bell',
    input: {},
    reply: notificationsUnreadResponseSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/rest/notifications/read/',
    auth: 'player',
    summary: 'Marks notifications read, at most 100 a call',
    input: { body: notificationsReadRequestSchema },
    reply: notificationsReadResponseSchema,
  }),
};
