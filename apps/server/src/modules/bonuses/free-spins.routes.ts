import { FREE_SPIN_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import { taking } from './bonuses.routes.ts';
import type { BonusesServices } from './create-bonuses-services.ts';

/** The signed-in player's free spins and taking a free-spin bonus, served from their endpoint table. */
export function freeSpinsRoutes(
  app: FastifyInstance,
  services: Pick<BonusesServices, 'offers' | 'freeSpins'>,
) {
  const { offers, freeSpins } = services;
  serveEndpoints(
    app,
    FREE_SPIN_ENDPOINTS,
    {
      periodFreeSpins: async ({ playerId, query }) => ({
        success: true,
        data: await freeSpins.periodFreeSpins(playerId, query.lang),
      }),
      getFreeSpinBonus: ({ playerId, query, reply }) =>
        taking(reply, () => offers.applyFreeSpins(playerId, query.id, query.lang)),
    },
    endpointSessions,
  );
}
