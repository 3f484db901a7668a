import { type Currency, DEFAULT_LANGUAGE, GAMES_ENDPOINTS, isLanguage } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { GameHistoryService } from './game-history.service.ts';

/**
 * `GET /rest/games/history/?game=&status=&limit=&offset=`, served from the games' endpoint table: the signed-in
 * player's game recall, in their language.
 */
export function gameHistoryRoutes(
  app: FastifyInstance,
  deps: { history: GameHistoryService; players: Pick<PlayerDirectory, 'findById'> },
): void {
  serveEndpoints(
    app,
    { history: GAMES_ENDPOINTS.history },
    {
      history: async ({ playerId, query }) => {
        const row = await deps.players.findById(playerId);
        // A session whose player is gone (another brand's) is no session.
        if (!row) throw new AppError('unauthorized', 'Sign in to continue');
        const player = {
          id: row.id,
          currency: row.currency as Currency,
          language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        };
        return { success: true, data: await deps.history.history(player, query) };
      },
    },
    endpointSessions,
  );
}
