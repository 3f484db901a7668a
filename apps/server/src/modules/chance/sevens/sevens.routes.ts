import { JACKPOT_SEVENS_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { SevensStatusReader } from './sevens-status.ts';

/** Jackpot-sevens (decision 036): thin over the status reader; a currency outside the site's is a 422. */
export function sevensRoutes(app: FastifyInstance, deps: { status: SevensStatusReader }): void {
  serveEndpoints(
    app,
    JACKPOT_SEVENS_ENDPOINTS,
    {
      jackpotSevens: async ({ playerId, query }) => ({
        success: true,
        data: await deps.status.status(query.currency, playerId ?? null),
      }),
    },
    endpointSessions,
  );
}
