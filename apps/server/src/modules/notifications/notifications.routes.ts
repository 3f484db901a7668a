import { NOTIFICATION_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The notification center of the signed-in player: the list, the unread count for the header bell and marking
 * read (spec section 7), from their table.
 */
export function notificationsRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  serveEndpoints(
    app,
    NOTIFICATION_ENDPOINTS,
    {
      list: async ({ playerId, query }) => ({
        success: true,
        data: await notifications.list(playerId, query),
      }),
      unreadCount: async ({ playerId }) => ({
        success: true,
        data: { unread: await notifications.unreadCount(playerId) },
      }),
      read: async ({ playerId, body }) => {
        await notifications.markRead(playerId, body.ncMessageIds);
        return { success: true };
      },
    },
    endpointSessions,
  );
}
