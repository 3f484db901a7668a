import { brandConfig, type Currency } from '@casino/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccountServices } from './modules/accounts.ts';
import { appRoutes } from './modules/app/app.routes.ts';
import { AppInitService } from './modules/app/app-init.service.ts';
import { playerStateReader } from './modules/app/player-main-data.ts';
import { registerAuditContext } from './modules/audit/audit-context.ts';
import { auditSubscriber } from './modules/audit/audit-subscriber.ts';
import { registerAuthentication } from './modules/auth/authentication.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { registerRateLimits } from './modules/auth/rate-limits.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { createCaptchaService } from './modules/captcha/create-captcha-service.ts';
import { cashRoutes } from './modules/cash/cash.routes.ts';
import { createCashServices } from './modules/cash/create-cash-services.ts';
import { PlayerCashRepository } from './modules/cash/player-cash.repository.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService, GUEST_PAGE_TOPICS } from './modules/content/content.service.ts';
import { createDocumentsService } from './modules/documents/create-documents-service.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { catalogueRoutes } from './modules/games/catalogue.routes.ts';
import { CatalogueService } from './modules/games/catalogue.service.ts';
import { createGamesServices } from './modules/games/create-games-services.ts';
import { gameHistoryRoutes } from './modules/games/game-history.routes.ts';
import { GamePages } from './modules/games/game-pages.ts';
import { launchRoutes } from './modules/games/launch.routes.ts';
import { PlayStats } from './modules/games/play-stats.ts';
import { seamlessWalletRoutes } from './modules/games/seamless-wallet.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { outboxRoutes } from './modules/messaging/outbox.routes.ts';
import { playerMessageSubscribers } from './modules/notifications/event-subscribers.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { announceSiteVersion } from './modules/notifications/site-version.ts';
import { PlayersRepository } from './modules/players/players.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { profileOf } from './modules/profile/profile-view.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { createResponsibleServices } from './modules/responsible/create-responsible-services.ts';
import { responsibleRoutes } from './modules/responsible/responsible.routes.ts';
import { registerSandboxPsp } from './modules/sandbox-psp/sandbox-psp.ts';
import { registerStudio } from './modules/studio/studio.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { ssrRoutes } from './modules/web/ssr.routes.ts';
import type { WebBuild } from './modules/web/web-build.ts';
import { type CacheInvalidation, createCacheInvalidation } from './platform/cache-invalidation.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { OutboxRelay } from './platform/events/relay.ts';
import { registerHttpConventions, requestIdFrom } from './platform/http/conventions.ts';
import { registerErrorHandler, replyToFrameworkError } from './platform/http/error-handler.ts';
import { JobRunner } from './platform/jobs/jobs.ts';
import { createPush, type Push } from './platform/push/create-push.ts';
import type { PushSettings } from './platform/push/push-settings.ts';
import { pushTokenRoutes } from './platform/push/push-token.routes.ts';
import { connectRedis } from './platform/redis.ts';
import { cryptoRng, type Rng } from './platform/rng.ts';

/** JSON bodies above this are refused with 413; uploads get their own limit where they are accepted. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The built web app; without it the server answers the API only (tests, the `api` role). */
  web?: WebBuild;
  logger?: boolean;
  rng?: Rng;
  /** Replacements for account services in tests: a cheaper password hasher, a recording message gateway. */
  accounts?: Partial<Pick<Parameters<typeof createAccountServices>[0], 'gateway' | 'passwords'>>;
  /** Background jobs run on the `jobs` role unless false (tests run job rounds themselves). */
  startJobs?: boolean;
  /** Push endpoint limits and timings other than the defaults (tests shorten pings and timeouts). */
  push?: Partial<PushSettings>;
  /** How the server reaches payment providers (the sandbox included); tests route it into the app itself. */
  fetch?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; tests run a round when they choose (`app.jobs.runNow(name)`). */
    jobs: JobRunner;
    /** Real-time push: the publisher every module uses, tokens, and this node's connections. */
    push: Push;
    /** This node's caches of changeable data; `invalidate` clears them on every node after a change. */
    caches: CacheInvalidation;
  }
}

/** How often the outbox relay looks for events nobody woke it for (writes of other nodes, of jobs). */
const OUTBOX_RELAY_INTERVAL_MS = 500;

/** Builds the Fastify app: platform plugins, then modules. Listening is the caller's business. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const rng = deps.rng ?? cryptoRng;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    trustProxy: config.isProduction,
    routerOptions: { ignoreDuplicateSlashes: true },
    frameworkErrors: replyToFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  // The HTML's own CSP carries a per-response nonce (modules/web); the other helmet headers apply everywhere.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  registerHttpConventions(app);

  const brand = brandConfig(config.brand);
  const catalogue = new CatalogueService({
    db: database.db,
    brand,
    clock,
    stats: new PlayStats(database.db),
  });
  const content = new ContentService({
    repository: new ContentRepository(database.db, config.brand),
    brand,
    clock,
    pages: new GamePages({ catalogue, brand }),
  });
  const accounts = createAccountServices({ db: database.db, config, clock, rng, ...deps.accounts });
  const wallet = new WalletService({ db: database.db, clock });
  const currencyOf = async (playerId: number) => {
    const player = await accounts.players.findById(playerId);
    if (!player) throw new Error(`player ${playerId} has a session but no row`);
    return player.currency as Currency;
  };
  const protection = createResponsibleServices({
    db: database.db,
    clock,
    wallet,
    sessions: accounts.sessions,
    currencyOf,
  });
  const cash = createCashServices({
    db: database.db,
    config,
    clock,
    log: app.log,
    wallet,
    players: accounts.players,
    fetch: deps.fetch ?? fetch,
    merchantName: brand.name,
    depositGuard: protection.responsible,
  });
  const redis = connectRedis(app, config.redisUrl);
  const caches = createCacheInvalidation(app, redis);
  app.decorate('caches', caches);
  caches.register(GUEST_PAGE_TOPICS, () => content.clearGuestCache());
  caches.register(['catalogue'], () => catalogue.forgetSearchIndex());
  const captcha = createCaptchaService({ config, clock, rng, redis, log: app.log });
  const push = await createPush(app, { config, clock, redis, settings: deps.push });
  app.decorate('push', push);
  const playerState = playerStateReader(cash.desk, catalogue, protection.responsible);
  const appInit = new AppInitService({
    brand,
    publicUrl: config.publicUrl,
    content,
    players: accounts.players,
    captcha: captcha.projectConfig(),
    playerState,
    pushConnection: push.connectionFor,
  });
  registerAuthentication(app, accounts.sessions, new URL(config.publicUrl).origin);
  registerAuditContext(app);
  const jobs = new JobRunner(app.log);
  jobs.add({ name: 'release-due-holds', everyMs: 30_000, run: () => wallet.releaseDueHolds() });
  const documents = createDocumentsService({ db: database.db, config, clock });
  const playerCash = new PlayerCashRepository(database.db);
  const games = createGamesServices({
    db: database.db,
    config,
    clock,
    rng,
    brand,
    catalogue,
    wallet,
    players: accounts.players,
    documents,
    hasTaxId: (playerId) => playerCash.hasTaxId(playerId),
    protection: {
      assertCanBet: (tx, playerId, stake) => protection.responsible.assertCanBet(tx, playerId, stake),
      assertNotExcluded: (playerId) => protection.responsible.assertNotExcluded(playerId),
    },
  });
  jobs.add({
    name: 'forget-stale-game-sessions',
    everyMs: 60 * 60_000,
    run: () => games.wallet.forgetStale(),
  });
  jobs.add({ name: 'reality-checks', everyMs: 15_000, run: () => protection.realityChecks.sendDue() });
  app.decorate('jobs', jobs);
  const notifications = new NotificationsService({
    db: database.db,
    clock,
    publisher: push.publisher,
    log: app.log,
  });
  const relay = new OutboxRelay({
    db: database.db,
    log: app.log,
    subscribers: [
      auditSubscriber(),
      ...playerMessageSubscribers({
        publisher: push.publisher,
        notifications,
        balanceOf: (playerId, currency, tx) => wallet.balance(playerId, currency, tx),
        profileOf: async (playerId, playerBrand, tx) => {
          const player = await new PlayersRepository(tx, playerBrand).findById(playerId);
          return player && profileOf(player);
        },
        log: app.log,
      }),
    ],
  });
  jobs.add({ name: 'outbox-relay', everyMs: OUTBOX_RELAY_INTERVAL_MS, run: () => relay.runOnce() });
  if (config.paymentsSandbox) {
    await registerSandboxPsp(app, {
      db: database.db,
      config,
      clock,
      rng,
      fetch: deps.fetch ?? fetch,
      log: app.log,
      jobs,
    });
  }
  await registerStudio(app, {
    db: database.db,
    config,
    clock,
    rng,
    fetch: deps.fetch ?? fetch,
    log: app.log,
    jobs,
  });

  healthRoutes(app, database);
  if (config.roles.has('api') || config.roles.has('web')) {
    await registerRateLimits(app, config, redis, clock);
    appRoutes(app, appInit);
    contentRoutes(app, content);
    captchaRoutes(app, captcha);
    documentsRoutes(app, documents);
    sessionRoutes(app, { accounts, config, clock, captcha, playerState });
    passwordRoutes(app, accounts, config, clock, playerState);
    registrationRoutes(app, { accounts, config, clock, rng, captcha });
    verificationRoutes(app, { accounts, clock });
    outboxRoutes(app, accounts.messaging, config);
    profileRoutes(app, { accounts, config, clock, db: database.db, deposits: cash.desk });
    walletRoutes(app, { wallet, currencyOf });
    seamlessWalletRoutes(app, { wallet: games.wallet, secrets: games.providerSecrets });
    launchRoutes(app, games.launch);
    gameHistoryRoutes(app, { history: games.history, players: accounts.players });
    cashRoutes(app, { cash, players: accounts.players });
    pushTokenRoutes(app, {
      tokens: push.tokens,
      viewerOf: async (request) => (await request.currentSession())?.playerId ?? null,
    });
    notificationsRoutes(app, notifications);
    responsibleRoutes(app, protection);
    catalogueRoutes(app, { catalogue, players: accounts.players });
  }
  if (config.roles.has('web') && deps.web) {
    await ssrRoutes(
      app,
      deps.web,
      (request) => ({
        appInit: async (lang) =>
          appInit.init({ lang, isMobile: false, playerId: (await request.currentSession())?.playerId }),
        pageData: (pathname) => content.guestPageData(pathname),
      }),
      clock,
    );
  }
  if (config.roles.has('jobs')) {
    // Positions first: the relay starts with what happens from now on, the version announcement included. A
    // database not migrated yet (only tests build an app on one) has no outbox to take positions in.
    app.addHook('onReady', async () => {
      if (!(await database.isReady())) return;
      await relay.prepare();
      if (deps.web) await announceSiteVersion(database.db, deps.web.build.assets.version);
    });
  }
  if (config.roles.has('jobs') && deps.startJobs !== false) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
    app.addHook('onClose', async () => relay.stop());
    // A change made here is relayed at once, not at the next tick: every write arrives as a non-GET request.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') relay.wake();
    });
  }
  return app;
}
