import { INSURANCE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { InsuranceService } from './insurance.service.ts';

/** The player's deposit insurance, served from its endpoint table: every call acts on the signed-in player's own. */
export function insuranceRoutes(app: FastifyInstance, insurance: InsuranceService) {
  serveEndpoints(
    app,
    INSURANCE_ENDPOINTS,
    {
      info: async ({ playerId, query }) => ({
        success: true,
        data: await insurance.info(playerId, query.lang),
      }),
      apply: async ({ playerId, query }) => ({
        success: true,
        data: await insurance.apply(playerId, query.lang),
      }),
      informed: async ({ playerId, body, query }) => ({
        success: true,
        data: await insurance.informed(playerId, body.insuranceId, query.lang),
      }),
    },
    endpointSessions,
  );
}
