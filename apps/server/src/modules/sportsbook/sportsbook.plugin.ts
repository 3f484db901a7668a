import { TAX_ID_EXEMPT_CURRENCIES } from '@casino/contracts';
import { defineModule, servesRequests } from '../../platform/module.ts';
import { createSandboxFeed } from '../sandbox-feed/index.ts';
import { acceptPendingBets } from './bets/accept-pending-bets.ts';
import { BetPlacementRepository } from './bets/bet-placement.repository.ts';
import { CashOutOffers } from './bets/cash-out-offers.ts';
import type { PlaceSportBetDeps } from './bets/place-sport-bet.ts';
import { settleSportBets } from './bets/settle-sport-bets.ts';
import { SportBetsRepository } from './bets/sport-bets.repository.ts';
import { sportBetRoutes } from './bets/sport-bets.routes.ts';
import { SportsbookAdmin } from './bets/sportsbook-admin.ts';
import { WinFeed } from './bets/win-feed.ts';
import { CatalogueRepository } from './catalogue/catalogue.repository.ts';
import { CatalogueView } from './catalogue/catalogue-view.ts';
import { FeedConsumer } from './catalogue/feed-consumer.ts';
import { PriceNews } from './catalogue/price-news.ts';
import { seedDemoSportWins } from './demo/demo-sport-wins.ts';
import { SportFreebets } from './freebets/sport-freebets.ts';
import type { Sportsbook } from './index.ts';
import { sportsbookRoutes } from './sportsbook.routes.ts';

/** The feed is read every second: a live price a second old is as fresh as the sandbox makes them. */
const FEED_EVERY_MS = 1_000;
/** Live bets wait out a delay of seconds; a second more is what deciding them may add. */
const PENDING_EVERY_MS = 1_000;
/** A settled market's bets are paid within seconds of the result. */
const SETTLEMENT_EVERY_MS = 2_000;
/** Cash-out values follow the prices within seconds; each run tells only what moved. */
const CASH_OUT_OFFERS_EVERY_MS = 2_000;

/**
 * The sportsbook (decisions 031 and 032): its catalogue of sports, tournaments, matches and markets, kept by the
 * odds feed the configuration names (SPORTS_FEED) and read by the site; bets placed on it through the wallet, live
 * ones decided after the bet delay, and every bet settled from the feed's results. One node at a time reads the
 * feed, as a periodic job; a node that takes the job over recovers from the last message the catalogue applied.
 */
export const sportsbookPlugin = defineModule(
  'sportsbook',
  { dependencies: ['accounts', 'wallet', 'responsible', 'cash'] },
  async (app) => {
    const { db, clock, config, brand } = app.platform;
    const repository = new SportBetsRepository(db);
    const freebets = new SportFreebets(db, clock);
    const bets: PlaceSportBetDeps = {
      repository,
      placement: new BetPlacementRepository(db),
      wallet: app.wallet,
      protection: app.responsible,
      players: app.accounts.players,
      requiresTaxId: async (playerId, currency) =>
        brand.features.taxIdForRealPlay &&
        !TAX_ID_EXEMPT_CURRENCIES.includes(currency) &&
        !(await app.cash.hasTaxId(playerId)),
      freebets,
      clock,
    };
    const winFeed = new WinFeed(db);
    app.outbox.subscribe(winFeed.subscriber(app.push.publisher));
    app.decorate('sportsbook', { admin: new SportsbookAdmin(repository), freebets } satisfies Sportsbook);
    if (servesRequests(app)) {
      sportsbookRoutes(app, {
        catalogue: new CatalogueView(db),
        winFeed,
        players: app.accounts.players,
        settings: () => repository.settings(db),
        clock,
      });
      sportBetRoutes(app, bets);
    }
    app.jobs.periodic({
      name: 'sportsbook-pending-bets',
      everyMs: PENDING_EVERY_MS,
      run: () => acceptPendingBets(bets),
    });
    app.jobs.periodic({
      name: 'sportsbook-settlement',
      everyMs: SETTLEMENT_EVERY_MS,
      run: () => settleSportBets(bets),
    });
    const cashOutOffers = new CashOutOffers(bets, app.push.publisher);
    app.jobs.periodic({
      name: 'sportsbook-cash-out-offers',
      everyMs: CASH_OUT_OFFERS_EVERY_MS,
      run: () => cashOutOffers.run(),
    });
    if (config.sportsFeed.kind === 'off') return;
    const feedOptions = { seed: config.sportsFeed.seed, speed: config.sportsFeed.speed };
    app.seeds.add({
      name: 'demo-sport-wins',
      when: 'demo',
      run: (seedDb) =>
        seedDemoSportWins(seedDb, {
          feed: feedOptions,
          clock,
          wallet: app.wallet,
          protection: app.responsible,
          players: app.accounts.players,
          log: app.log,
        }),
    });
    const feed = createSandboxFeed({ clock, ...feedOptions });
    const priceNews = new PriceNews(db, app.push.publisher);
    const consumer = new FeedConsumer({
      db,
      provider: feed,
      repository: new CatalogueRepository(db),
      clock,
      log: app.log,
      onApplied: (changes) => priceNews.publish(changes),
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
  },
);
