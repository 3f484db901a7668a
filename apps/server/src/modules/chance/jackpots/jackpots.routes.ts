import { JACKPOT_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { JackpotsStatusReader } from './jackpots-status.ts';

/** Progressive jackpots (decision 036): thin over the status reader; a currency outside the site's is a 422. */
export function jackpotsRoutes(app: FastifyInstance, deps: { status: JackpotsStatusReader }): void {
  serveEndpoints(
    app,
    JACKPOT_ENDPOINTS,
    {
      jackpotsStatus: async ({ query }) => ({
        success: true,
        data: await deps.status.status(query.currency),
      }),
    },
    endpointSessions,
  );
}
