import {
  type Currency,
  DEFAULT_LANGUAGE,
  gameHistoryQuerySchema,
  gameHistoryResponseSchema,
  isLanguage,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.ts';
import { type PlayerDirectory, signedInPlayerId } from '../accounts/index.ts';
import type { GameHistoryService } from './game-history.service.ts';

/** `GET /rest/games/history/?game=&status=&limit=&offset=`: the signed-in player's game recall, in their language. */
export function gameHistoryRoutes(
  app: FastifyInstance,
  deps: { history: GameHistoryService; players: Pick<PlayerDirectory, 'findById'> },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/games/history/',
      { schema: { querystring: gameHistoryQuerySchema, response: { 200: gameHistoryResponseSchema } } },
      async (request) => {
        const row = await deps.players.findById(await signedInPlayerId(request));
        // A session whose player is gone (another brand's) is no session.
        if (!row) throw new AppError('unauthorized', 'Sign in to continue');
        const player = {
          id: row.id,
          currency: row.currency as Currency,
          language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        };
        return { success: true as const, data: await deps.history.history(player, request.query) };
      },
    );
}
