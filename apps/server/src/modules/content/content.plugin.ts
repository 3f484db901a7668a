import { defineModule, servesRequests } from '../../platform/module.ts';
import { ContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';
import { ContentService, GUEST_PAGE_TOPICS } from './content.service.ts';
import { ContentAdmin } from './content-admin.ts';

/** Pages, banners, FAQ and redirects: the page data of every route, with pages other modules add as sources. */
export const contentPlugin = defineModule('content', {}, async (app) => {
  const { db, config, brand, clock } = app.platform;
  const content = new ContentService({ repository: new ContentRepository(db, config.brand), brand, clock });
  app.decorate('content', content);
  app.decorate(
    'contentAdmin',
    new ContentAdmin({ db, clock, invalidateContent: () => app.caches.invalidate('content') }),
  );
  app.caches.register(GUEST_PAGE_TOPICS, () => content.clearGuestCache());
  app.seeds.add({ name: 'content', when: 'always', run: (seedDb) => seedContent(seedDb) });
  if (servesRequests(app)) contentRoutes(app, content);
});
