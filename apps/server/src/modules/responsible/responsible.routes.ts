import { RESPONSIBLE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import { playerActor } from '../audit/index.ts';
import type { RealityChecksService } from './reality-checks.service.ts';
import type { ResponsibleService } from './responsible.service.ts';

/**
 * Self-limits, time-outs and self-exclusion, reality checks and the session's figures, under `/rest/self-limits/`,
 * served from their endpoint table. Each acts on the signed-in player only: no call names a player, so none can
 * change another's.
 */
export function responsibleRoutes(
  app: FastifyInstance,
  deps: { responsible: ResponsibleService; realityChecks: RealityChecksService },
): void {
  const { responsible, realityChecks } = deps;
  serveEndpoints(
    app,
    RESPONSIBLE_ENDPOINTS,
    {
      playerInfo: async ({ playerId }) => ({ success: true, data: await responsible.info(playerId) }),
      updateLimits: async ({ playerId, body, request }) => ({
        success: true,
        data: await responsible.updateLimits(playerId, body, playerActor(playerId, request.id)),
      }),
      exclude: async ({ playerId, body, request }) => ({
        success: true,
        data: await responsible.exclude(playerId, body, playerActor(playerId, request.id)),
      }),
      setRealityCheck: async ({ playerId, body, request }) => {
        await realityChecks.setInterval(playerId, body.intervalMinutes, playerActor(playerId, request.id));
        return { success: true };
      },
      acknowledgeRealityCheck: async ({ playerId }) => {
        await realityChecks.acknowledge(playerId);
        return { success: true };
      },
      sessionFigures: async ({ playerId }) => ({
        success: true,
        data: await realityChecks.figures(playerId),
      }),
    },
    endpointSessions,
  );
}
