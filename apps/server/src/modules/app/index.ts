/** The start-up data's facade: what the server renderer reads for the page it renders. */
import type { AppInitService } from './app-init.service.ts';

export type { AppInitService } from './app-init.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appInit: AppInitService;
  }
}
