/** The messaging module's facade: sending e-mails, SMS and calls to players' contacts. */
import type { MessagingService } from './messaging.service.ts';

export type { MessageGateway, OutgoingMessage } from './message-gateway.ts';
export type { MessagingService } from './messaging.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService;
  }
}
