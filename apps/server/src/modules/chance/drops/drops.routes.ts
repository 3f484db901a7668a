import { DROP_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { DropsPage } from './drops-page.ts';

/** Prize and star drops (decision 036): thin over the page reader; a slug not running or upcoming is a 404. */
export function dropsRoutes(app: FastifyInstance, deps: { page: DropsPage }): void {
  serveEndpoints(
    app,
    DROP_ENDPOINTS,
    {
      starDrops: async ({ playerId, query }) => ({
        success: true,
        data: await deps.page.view('stars', { playerId, ...query }),
      }),
      prizeDrops: async ({ playerId, query }) => ({
        success: true,
        data: await deps.page.view('prize', { playerId, ...query }),
      }),
    },
    endpointSessions,
  );
}
