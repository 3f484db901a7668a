import { brandConfig } from '@casino/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountsPlugin } from './modules/accounts/accounts.plugin.ts';
import type { PasswordHasher } from './modules/accounts/auth/password-hasher.ts';
import { endpointSessions } from './modules/accounts/index.ts';
import { appPlugin } from './modules/app/app.plugin.ts';
import { auditPlugin } from './modules/audit/audit.plugin.ts';
import { backofficePlugin } from './modules/backoffice/backoffice.plugin.ts';
import { bonusesPlugin } from './modules/bonuses/bonuses.plugin.ts';
import { captchaPlugin } from './modules/captcha/captcha.plugin.ts';
import { cashPlugin } from './modules/cash/cash.plugin.ts';
import { chancePlugin } from './modules/chance/chance.plugin.ts';
import { competitionsPlugin } from './modules/competitions/competitions.plugin.ts';
import { contentPlugin } from './modules/content/content.plugin.ts';
import { gamesPlugin } from './modules/games/games.plugin.ts';
import { healthPlugin } from './modules/health/health.plugin.ts';
import type { MessageGateway } from './modules/messaging/index.ts';
import { messagingPlugin } from './modules/messaging/messaging.plugin.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { responsiblePlugin } from './modules/responsible/responsible.plugin.ts';
import { rewardsPlugin } from './modules/rewards/rewards.plugin.ts';
import { sandboxPspPlugin } from './modules/sandbox-psp/sandbox-psp.plugin.ts';
import { sportsbookPlugin } from './modules/sportsbook/sportsbook.plugin.ts';
import { studioPlugin } from './modules/studio/studio.plugin.ts';
import { walletPlugin } from './modules/wallet/wallet.plugin.ts';
import { webPlugin } from './modules/web/web.plugin.ts';
import type { WebBuild } from './modules/web/web-build.ts';
import { type CacheInvalidation, createCacheInvalidation } from './platform/cache-invalidation.ts';
import { type Clock, startingClock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { Seeds } from './platform/db/seeds.ts';
import { pruneOutbox } from './platform/events/prune-outbox.ts';
import { OutboxRelay } from './platform/events/relay.ts';
import { canonicalUrl } from './platform/http/canonical-url.ts';
import { registerHttpConventions, requestIdFrom } from './platform/http/conventions.ts';
import { registerErrorHandler, replyToFrameworkError } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRateLimits } from './platform/http/rate-limits.ts';
import { JobQueue } from './platform/jobs/jobs.ts';
import { servesRequests } from './platform/module.ts';
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
  /** Replacements in tests: a cheaper password hasher, a message gateway that records what is sent. */
  accounts?: { passwords?: PasswordHasher; gateway?: MessageGateway };
  /** Background jobs run on the `jobs` role unless false (tests run job rounds themselves). */
  startJobs?: boolean;
  /** Push endpoint limits and timings other than the defaults (tests shorten pings and timeouts). */
  push?: Partial<PushSettings>;
  /** How the server reaches payment providers (the sandbox included); tests route it into the app itself. */
  fetch?: typeof fetch;
  /** Told of every route as it is registered: the hostile-input test walks the whole route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: modules declare periodic jobs and tasks on it; tests run a round with `app.jobs.runNow(name)`. */
    jobs: JobQueue;
    /** The outbox relay: modules subscribe to the event stream through it. */
    outbox: OutboxRelay;
    /** Real-time push: the publisher every module uses, tokens, and this node's connections. */
    push: Push;
    /** The seeds modules register; main.ts runs them after the migrations. */
    seeds: Seeds;
    /** This node's caches of changeable data; `invalidate` clears them on every node after a change. */
    caches: CacheInvalidation;
  }
}

/** How often the outbox relay looks for events nobody woke it for (writes of other nodes, of jobs). */
const OUTBOX_RELAY_INTERVAL_MS = 500;
/** How often the events every subscriber has passed are pruned. */
const OUTBOX_PRUNE_CRON = '* * * * *';

/**
 * Builds the Fastify app: the platform (HTTP conventions, the database, jobs, the event stream, push), then the
 * modules, each a plugin that registers its own routes, jobs, subscribers, page sources and seeds. Listening is
 * the caller's business.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Forwarding headers are believed only from the configured proxies: from anyone else they would let a client
    // choose its own address (escaping the per-address limits) and host (passing the origin check).
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    // Every rule keyed on a path (the AJAX marker, the API's JSON 404s) and the router see one spelling of it.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    frameworkErrors: replyToFrameworkError,
  });
  const { onRoute } = deps;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  // The HTML's own CSP carries a per-response nonce (modules/web); the other helmet headers apply everywhere.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  registerHttpConventions(app);
  await registerPlatform(app, deps);

  await app.register(healthPlugin);
  await app.register(auditPlugin);
  await app.register(messagingPlugin, { gateway: deps.accounts?.gateway });
  await app.register(captchaPlugin);
  await app.register(contentPlugin);
  await app.register(accountsPlugin, { passwords: deps.accounts?.passwords });
  await app.register(walletPlugin);
  await app.register(responsiblePlugin);
  await app.register(cashPlugin);
  await app.register(gamesPlugin);
  // Before the bonuses: a free-bet bonus gives its free bet to the sportsbook.
  await app.register(sportsbookPlugin);
  await app.register(bonusesPlugin);
  await app.register(rewardsPlugin);
  await app.register(competitionsPlugin);
  await app.register(chancePlugin);
  await app.register(notificationsPlugin);
  await app.register(sandboxPspPlugin);
  await app.register(studioPlugin);
  await app.register(backofficePlugin, { passwords: deps.accounts?.passwords });
  await app.register(appPlugin);
  await app.register(webPlugin, { build: deps.web });
  return app;
}

/** What every module is built on, decorated on the app before any module is registered. */
async function registerPlatform(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config, database } = deps;
  const clock = deps.clock ?? (config.clockStart ? startingClock(config.clockStart) : systemClock);
  const redis = connectRedis(app, config.redisUrl);
  app.decorate('platform', {
    config,
    database,
    db: database.db,
    clock,
    rng: deps.rng ?? cryptoRng,
    brand: brandConfig(config.brand),
    redis,
    fetch: deps.fetch ?? fetch,
  });
  // Before any route, the push endpoint's included: the document records routes as they are added.
  await registerOpenApi(app);
  app.decorate('seeds', new Seeds());
  app.decorate('caches', createCacheInvalidation(app, redis));
  const runsJobs = config.roles.has('jobs') && deps.startJobs !== false;
  const jobs = new JobQueue({ database, log: app.log, work: runsJobs });
  app.decorate('jobs', jobs);
  const relay = new OutboxRelay({ db: database.db, log: app.log });
  app.decorate('outbox', relay);
  jobs.periodic({
    name: 'outbox-prune',
    cron: OUTBOX_PRUNE_CRON,
    run: () => pruneOutbox(database.db, { retentionMs: config.outboxRetentionMs }),
  });
  const push = await createPush(app, { config, clock, redis, settings: deps.push });
  app.decorate('push', push);
  if (servesRequests(app)) {
    await registerRateLimits(app, config, redis, clock);
    pushTokenRoutes(app, { tokens: push.tokens, sessions: endpointSessions });
  }
  // A database not migrated yet (only tests build an app on one) has no outbox and no job queue to start.
  app.addHook('onReady', async () => {
    if (!(await database.isReady())) return;
    // Positions first, before any module's start-up work: the relay starts with what happens from now on, the
    // site version announcement included.
    if (config.roles.has('jobs')) await relay.prepare();
    // Every node sends jobs (a tournament's end is queued by the request that creates it); job nodes also work.
    await jobs.start();
  });
  app.addHook('onClose', async () => jobs.stop());
  if (runsJobs) {
    // The relay is a stream consumer, not a queued job: its own loop, woken at once after a local commit.
    app.addHook('onReady', async () => relay.start(OUTBOX_RELAY_INTERVAL_MS));
    app.addHook('onClose', async () => relay.stop());
    // A change made here is relayed at once, not at the next tick: every write arrives as a non-GET request.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') relay.wake();
    });
  }
}
