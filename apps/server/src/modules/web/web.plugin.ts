import { defineModule } from '../../platform/module.ts';
import { announceSiteVersion } from './site-version.ts';
import { ssrRoutes } from './ssr.routes.ts';
import type { WebBuild } from './web-build.ts';

export interface WebOptions {
  /** The built web app; without it this process answers the API only (tests, the `api` role). */
  build?: WebBuild | undefined;
}

/**
 * The web app on the `web` role: static files and server rendering, which reads the start-up and page data from
 * the services directly (decision 002). A node of a new build announces its version once, on the `jobs` role.
 */
export const webPlugin = defineModule<WebOptions>(
  'web',
  { dependencies: ['app', 'content'] },
  async (app, { build }) => {
    const { config, clock, database } = app.platform;
    if (!build) return;
    if (config.roles.has('jobs')) {
      app.addHook('onReady', async () => {
        if (await database.isReady()) await announceSiteVersion(database.db, build.build.assets.version);
      });
    }
    if (!config.roles.has('web')) return;
    await ssrRoutes(
      app,
      build,
      (request) => ({
        appInit: async (lang) =>
          app.appInit.init({ lang, isMobile: false, playerId: (await request.currentSession())?.playerId }),
        pageData: (pathname) => app.content.guestPageData(pathname),
      }),
      clock,
    );
  },
);
