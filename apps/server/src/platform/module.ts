import type { BrandConfig } from '@casino/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { Rng } from './rng.ts';

/** What every module is built on: configuration, the database, time, chance, shared state and the outside world. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  rng: Rng;
  brand: BrandConfig;
  /** The process's Redis connection when REDIS_URL is set: state every node shares. */
  redis: Redis | undefined;
  /** How the server reaches other services (payment providers, game studios); tests route it into the app. */
  fetch: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/**
 * A domain module (ARCHITECTURE "The second half"): a Fastify plugin that builds the module's services, decorates
 * the app with its facade (`app.<name>`, typed in the module's `index.ts`) and registers its routes, jobs, event
 * subscribers, page-data sources and seeds. Fastify checks that the modules it needs were registered before it.
 * Its decorations are visible to the whole app, which is what a facade is for.
 */
export function defineModule<Options extends object = Record<never, never>>(
  name: string,
  options: { dependencies?: readonly string[] },
  register: FastifyPluginAsync<Options>,
) {
  return fastifyPlugin(register, { name, dependencies: [...(options.dependencies ?? [])] });
}

/** Whether this process answers HTTP requests for pages or the API (the `web` and `api` roles). */
export function servesRequests(app: FastifyInstance): boolean {
  const { roles } = app.platform.config;
  return roles.has('api') || roles.has('web');
}
