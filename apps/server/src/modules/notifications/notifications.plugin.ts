import { defineModule, servesRequests } from '../../platform/module.ts';
import { playerMessageSubscribers } from './event-subscribers.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';

/**
 * What players are told: push messages and the notification center, both fed by the outbox. Messages carry whole
 * state read at relay time (balances from the wallet, profiles from the accounts, exclusions from protection).
 */
export const notificationsPlugin = defineModule(
  'notifications',
  { dependencies: ['accounts', 'wallet', 'responsible'] },
  async (app) => {
    const { db, clock } = app.platform;
    const { publisher } = app.push;
    const notifications = new NotificationsService({ db, clock, publisher, log: app.log });
    for (const subscriber of playerMessageSubscribers({
      publisher,
      notifications,
      balanceOf: (playerId, currency, tx) => app.wallet.balance(playerId, currency, tx),
      profileOf: (playerId, brand, tx) => app.accounts.players.profileOf(tx, playerId, brand),
      isExcluded: async (playerId, tx) => (await app.responsible.activeExclusion(playerId, tx)) !== null,
    })) {
      app.outbox.subscribe(subscriber);
    }
    if (servesRequests(app)) notificationsRoutes(app, notifications);
  },
);
