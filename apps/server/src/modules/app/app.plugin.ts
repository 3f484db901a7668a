import { defineModule, servesRequests } from '../../platform/module.ts';
import { appRoutes } from './app.routes.ts';
import { AppInitService } from './app-init.service.ts';
import { MessageBundles } from './message-bundles.ts';

/** The start-up data (`/rest/app/init/`) and the translations, composed from the modules that own each part. */
export const appPlugin = defineModule(
  'app',
  { dependencies: ['accounts', 'content', 'captcha'] },
  async (app) => {
    const { config, brand } = app.platform;
    const messageBundles = new MessageBundles();
    const appInit = new AppInitService({
      brand,
      messageAddresses: (lang) => messageBundles.addresses(lang),
      publicUrl: config.publicUrl,
      content: app.content,
      players: app.accounts.players,
      captcha: app.captcha.projectConfig(),
      playerState: app.accounts.playerState,
      pushConnection: app.push.connectionFor,
    });
    app.decorate('appInit', appInit);
    if (servesRequests(app)) appRoutes(app, appInit, messageBundles);
  },
);
