import { defineModule, servesRequests } from '../../platform/module.ts';
import type { MessageGateway } from './message-gateway.ts';
import { MessagingRepository } from './messaging.repository.ts';
import { developmentGateway, MessagingService } from './messaging.service.ts';
import { outboxRoutes } from './outbox.routes.ts';

export interface MessagingOptions {
  /** Where e-mails, SMS and calls go: the development outbox unless a test records them itself. */
  gateway?: MessageGateway | undefined;
}

/** Messages to players' contacts (codes, restore links), and the development outbox page that shows them. */
export const messagingPlugin = defineModule<MessagingOptions>('messaging', {}, async (app, options) => {
  const { db, config, clock } = app.platform;
  const messaging = new MessagingService({
    gateway: options.gateway ?? developmentGateway,
    repository: new MessagingRepository(db, config.brand),
    clock,
  });
  app.decorate('messaging', messaging);
  if (servesRequests(app)) outboxRoutes(app, messaging, config);
});
