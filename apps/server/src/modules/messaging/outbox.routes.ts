import { SERVICE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { PUBLIC_ONLY, serveEndpoints } from '../../platform/http/endpoints.ts';
import type { MessagingService } from './messaging.service.ts';
import { renderOutboxPage } from './outbox-page.ts';

const OUTBOX_SIZE = 50;

/**
 * The development outbox: every message the development gateway "sent", newest first, as JSON for tests and as a
 * page people read codes from. Never served in production, where messages reach real players.
 */
export function outboxRoutes(app: FastifyInstance, messaging: MessagingService, config: Config): void {
  if (config.isProduction) return;
  const latest = async () =>
    (await messaging.latest(OUTBOX_SIZE)).map((message) => ({
      id: message.id,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    }));
  serveEndpoints(
    app,
    { developmentOutbox: SERVICE_ENDPOINTS.developmentOutbox },
    {
      developmentOutbox: async ({ reply }) => {
        reply.header('cache-control', 'no-store');
        return { success: true, messages: await latest() };
      },
    },
    PUBLIC_ONLY,
  );
  app.get('/dev/outbox', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(await latest())),
  );
}
