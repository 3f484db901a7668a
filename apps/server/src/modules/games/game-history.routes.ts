import { type Currency, DEFAULT_LANGUAGE, GAMES_ENDPOINTS, isLanguage } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { GameHistoryService } from './game-history.service.ts';

/**
 * `GET /rest/games/history/?game=&status=&limit=&offset=&lang=`, served from the games' endpoint table: the
 * signed-in player's game recall, in the page's language (the player's own when the page does not say).
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
        const lang = query.lang ?? (isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE);
        const player = { id: row.id, currency: row.currency as Currency };
        return { success: true, data: await deps.history.history(player, query, lang) };
      },
    },
    endpointSessions,
  );
}
