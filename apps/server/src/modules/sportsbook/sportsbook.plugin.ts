import { defineModule, servesRequests } from '../../platform/module.ts';
import { createSandboxFeed } from '../sandbox-feed/index.ts';
import { CatalogueRepository } from './catalogue/catalogue.repository.ts';
import { CatalogueView } from './catalogue/catalogue-view.ts';
import { FeedConsumer } from './catalogue/feed-consumer.ts';
import { sportsbookRoutes } from './sportsbook.routes.ts';

/** The feed is read every second: a live price a second old is as fresh as the sandbox makes them. */
const FEED_EVERY_MS = 1_000;

/**
 * The sportsbook (decision 031): its catalogue of sports, tournaments, matches and markets, kept by the odds feed
 * the configuration names (SPORTS_FEED) and read by the site. One node at a time reads the feed, as a periodic job;
 * a node that takes the job over recovers from the last message the catalogue applied.
 */
export const sportsbookPlugin = defineModule('sportsbook', { dependencies: ['accounts'] }, async (app) => {
  const { db, clock, config } = app.platform;
  if (servesRequests(app))
    sportsbookRoutes(app, { catalogue: new CatalogueView(db), players: app.accounts.players });
  if (config.sportsFeed.kind === 'off') return;
  const feed = createSandboxFeed({ clock, seed: config.sportsFeed.seed, speed: config.sportsFeed.speed });
  const consumer = new FeedConsumer({
    db,
    provider: feed,
    repository: new CatalogueRepository(db),
    clock,
    log: app.log,
  });
  app.jobs.periodic({
    name: 'sportsbook-feed',
    everyMs: FEED_EVERY_MS,
    run: async () => {
      feed.tick();
      await consumer.drain();
      await consumer.checkHeartbeats();
    },
  });
  app.addHook('onClose', () => consumer.close());
});
