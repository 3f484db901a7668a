import {
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  notificationsUnreadResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPlayerId } from '../accounts/index.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The notification center of the signed-in player: the list (`/rest/notifications/`), the unread count for the
 * header bell (`/rest/notifications/unread-count/`) and marking read (`/rest/notifications/read/`, spec section 7).
 */
export function notificationsRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/notifications/',
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      return { success: true as const, data: await notifications.list(playerId, request.query) };
    },
  );

  api.get(
    '/rest/notifications/unread-count/',
    { schema: { response: { 200: notificationsUnreadResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      return { success: true as const, data: { unread: await notifications.unreadCount(playerId) } };
    },
  );

  api.post(
    '/rest/notifications/read/',
    { schema: { body: notificationsReadRequestSchema, response: { 200: notificationsReadResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      await notifications.markRead(playerId, request.body.ncMessageIds);
      return { success: true as const };
    },
  );
}
