import { CHEST_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { answerLanguage, endpointSessions, type PlayerDirectory } from '../../accounts/index.ts';
import type { ChestsService } from './chests.service.ts';
import type { LootBoxesService } from './loot-boxes.service.ts';

/** Chests and loot boxes (decision 036): thin over the services. */
export function chestsRoutes(
  app: FastifyInstance,
  deps: { chests: ChestsService; lootBoxes: LootBoxesService; players: PlayerDirectory },
): void {
  const { chests, lootBoxes } = deps;
  const lang = (playerId: number | undefined, asked: 'uk' | 'ru' | 'en' | undefined) =>
    answerLanguage(deps.players, playerId, asked);
  serveEndpoints(
    app,
    CHEST_ENDPOINTS,
    {
      chests: async ({ playerId, query }) => ({
        success: true,
        data: await chests.view(playerId, await lang(playerId, query.lang)),
      }),
      chestsOpen: async ({ playerId, query, body }) => ({
        success: true,
        data: await chests.open(playerId, body, await lang(playerId, query.lang)),
      }),
      chestsReceive: async ({ playerId, query, body }) => ({
        success: true,
        data: await chests.receive(playerId, body.chestsId, await lang(playerId, query.lang)),
      }),
      lootBoxes: async ({ playerId, query }) => ({
        success: true,
        data: await lootBoxes.unopened(playerId, await lang(playerId, query.lang)),
      }),
      lootBox: async ({ playerId, params, query }) => ({
        success: true,
        data: await lootBoxes.view(playerId, params.id, await lang(playerId, query.lang)),
      }),
      lootBoxOpen: async ({ playerId, params, query, body }) => ({
        success: true,
        data: await lootBoxes.open(playerId, params.id, body.chestNumber, await lang(playerId, query.lang)),
      }),
    },
    endpointSessions,
  );
}
