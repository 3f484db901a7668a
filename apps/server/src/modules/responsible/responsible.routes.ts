import {
  excludeRequestSchema,
  exclusionSchema,
  okResponseSchema,
  playerLimitsInfoResponseSchema,
  realityCheckRequestSchema,
  sessionFiguresResponseSchema,
  updateLimitsRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInPlayerId } from '../accounts/index.ts';
import { playerActor } from '../audit/index.ts';
import type { RealityChecksService } from './reality-checks.service.ts';
import type { ResponsibleService } from './responsible.service.ts';

/**
 * Self-limits (spec section 7: `player-info`, `update-limits`), time-outs and self-exclusion, reality checks and
 * the session's figures, under `/rest/self-limits/`. Each acts on the signed-in player only: no call names a
 * player, so none can change another's.
 */
export function responsibleRoutes(
  app: FastifyInstance,
  deps: { responsible: ResponsibleService; realityChecks: RealityChecksService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { responsible, realityChecks } = deps;

  api.get(
    '/rest/self-limits/player-info/',
    { schema: { response: { 200: playerLimitsInfoResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await responsible.info(await signedInPlayerId(request)),
    }),
  );

  api.post(
    '/rest/self-limits/update-limits/',
    { schema: { body: updateLimitsRequestSchema, response: { 200: playerLimitsInfoResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      const data = await responsible.updateLimits(playerId, request.body, playerActor(playerId, request.id));
      return { success: true as const, data };
    },
  );

  api.post(
    '/rest/self-limits/exclude/',
    {
      schema: {
        body: excludeRequestSchema,
        response: { 200: z.object({ success: z.literal(true), data: exclusionSchema }) },
      },
    },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      const data = await responsible.exclude(playerId, request.body, playerActor(playerId, request.id));
      return { success: true as const, data };
    },
  );

  api.post(
    '/rest/self-limits/reality-check/',
    { schema: { body: realityCheckRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      await realityChecks.setInterval(
        playerId,
        request.body.intervalMinutes,
        playerActor(playerId, request.id),
      );
      return { success: true as const };
    },
  );

  api.post(
    '/rest/self-limits/reality-check/ack/',
    { schema: { response: { 200: okResponseSchema } } },
    async (request) => {
      await realityChecks.acknowledge(await signedInPlayerId(request));
      return { success: true as const };
    },
  );

  api.get(
    '/rest/self-limits/session/',
    { schema: { response: { 200: sessionFiguresResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await realityChecks.figures(await signedInPlayerId(request)),
    }),
  );
}
