import { defineModule, servesRequests } from '../../platform/module.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { seedCatalogue } from './catalogue.seed.ts';
import { CatalogueService } from './catalogue.service.ts';
import { CatalogueAdmin } from './catalogue-admin.ts';
import { createGamesServices } from './create-games-services.ts';
import { FreeRoundsRepository } from './free-rounds.repository.ts';
import { FreeRounds } from './free-rounds.ts';
import { gameHistoryRoutes } from './game-history.routes.ts';
import { GamePages } from './game-pages.ts';
import type { Games } from './index.ts';
import { launchRoutes } from './launch.routes.ts';
import { PlayStats } from './play-stats.ts';
import { ProviderAdmin } from './provider-admin.ts';
import { RoundLookup } from './round-lookup.ts';
import { RoundsRepository } from './rounds.repository.ts';
import { RubricAdmin } from './rubric-admin.ts';
import { seamlessWalletRoutes } from './seamless-wallet.routes.ts';
import { StakeGuards } from './stake-guards.ts';

/**
 * Games: the catalogue and its pages, launches, game recall, and the seamless-wallet API providers call to move
 * money through the wallet, each stake checked by player protection and the stake guards other modules add
 * (`app.games.stakeGuards`) in the stake's transaction.
 */
export const gamesPlugin = defineModule(
  'games',
  { dependencies: ['accounts', 'wallet', 'responsible', 'cash', 'content'] },
  async (app) => {
    const { db, config, clock, rng, brand, fetch } = app.platform;
    const players = app.accounts.players;
    const catalogue = new CatalogueService({ db, brand, clock, stats: new PlayStats(db), players });
    app.content.addPageSource(new GamePages({ catalogue, brand }));
    const stakeGuards = new StakeGuards();
    const freeRounds = new FreeRounds({ db, clock, repository: new FreeRoundsRepository(), catalogue });
    const catalogueChanges = { db, clock, invalidateCatalogue: () => app.caches.invalidate('catalogue') };
    app.decorate('games', {
      stakeGuards,
      freeRounds,
      gameKinds: (slugs, executor) => catalogue.gameKinds(slugs, executor),
      reportFacts: (slugs) => catalogue.reportFacts(slugs),
      catalogueAdmin: new CatalogueAdmin(catalogueChanges),
      rubricAdmin: new RubricAdmin(catalogueChanges),
      providerAdmin: new ProviderAdmin(catalogueChanges),
      rounds: new RoundLookup({
        rounds: new RoundsRepository(db),
        catalogue: new CatalogueRepository(db),
        publicUrl: config.publicUrl,
        fetch,
        log: app.log,
      }),
      gameSet: catalogue,
    } satisfies Games);
    app.walletGameNames.provide((slugs, lang) => catalogue.titles(slugs, lang));
    app.caches.register(['catalogue'], () => catalogue.forgetSearchIndex());
    const games = createGamesServices({
      db,
      config,
      clock,
      rng,
      brand,
      catalogue,
      wallet: app.wallet,
      players,
      documents: app.accounts.documents,
      hasTaxId: (playerId) => app.cash.hasTaxId(playerId),
      protection: app.responsible,
      stakeGuards,
      freeRounds,
    });
    app.accounts.playerState.provide(async (playerId) => ({
      favoriteGames: await catalogue.favoriteGameIds(playerId),
    }));
    app.seeds.add({ name: 'game-catalogue', when: 'always', run: (seedDb) => seedCatalogue(seedDb) });
    app.jobs.periodic({
      name: 'forget-stale-game-sessions',
      cron: '7 * * * *',
      run: () => games.wallet.forgetStale(),
    });
    // Free rounds live days: a minute late is nothing.
    app.jobs.periodic({ name: 'free-rounds-expiry', cron: '* * * * *', run: () => freeRounds.expireDue() });
    if (!servesRequests(app)) return;
    seamlessWalletRoutes(app, { wallet: games.wallet, secrets: games.providerSecrets });
    launchRoutes(app, games.launch);
    gameHistoryRoutes(app, { history: games.history, players });
    catalogueRoutes(app, { catalogue, players });
  },
);
