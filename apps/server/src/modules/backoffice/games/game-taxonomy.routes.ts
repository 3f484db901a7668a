import { OPERATOR_GAME_TAXONOMY_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Games } from '../../games/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { gameViewOf } from './games.routes.ts';

const gameNotFound = () => new AppError('not_found', 'No such game');
const rubricNotFound = () => new AppError('not_found', 'No such rubric');
/** Moving or removing a game names it in the path: one outside the rubric is as unknown as none. */
const rubricGameNotFound = () => new AppError('not_found', 'No such rubric, or the game is not in it');
const providerNotFound = () => new AppError('not_found', 'No such game provider');

function found<T>(value: T | undefined, notFound: () => AppError): T {
  if (value === undefined) throw notFound();
  return value;
}

/**
 * How the catalogue is arranged, in the console: a game's tags, the rubrics (the lobby's rows) and their games,
 * and the providers' order, each change made by the games module under the operator the handler runs as.
 */
export function gameTaxonomyRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  games: Pick<Games, 'catalogueAdmin' | 'rubricAdmin' | 'providerAdmin'>,
): void {
  const { catalogueAdmin, rubricAdmin, providerAdmin } = games;
  serveOperatorEndpoints(
    app,
    OPERATOR_GAME_TAXONOMY_ENDPOINTS,
    {
      tags: async () => ({ success: true, tags: await catalogueAdmin.tags() }),
      setTags: async ({ params, body }) => {
        const game = await catalogueAdmin.setTags(params.slug, body.tags, body.reason);
        return { success: true, game: gameViewOf(found(game, gameNotFound)) };
      },
      rubrics: async () => ({ success: true, rubrics: await rubricAdmin.list() }),
      moveRubric: async ({ params, body }) => {
        const rubric = await rubricAdmin.move(params.slug, body.position, body.reason);
        return { success: true, rubric: found(rubric, rubricNotFound) };
      },
      addRubricGame: async ({ params, body }) => {
        const rubric = await rubricAdmin.changeGame(
          params.slug,
          body.game,
          { kind: 'add', position: body.position },
          body.reason,
        );
        return { success: true, rubric: found(rubric, rubricNotFound) };
      },
      moveRubricGame: async ({ params, body }) => {
        const rubric = await rubricAdmin.changeGame(
          params.slug,
          params.game,
          { kind: 'move', position: body.position },
          body.reason,
        );
        return { success: true, rubric: found(rubric, rubricGameNotFound) };
      },
      removeRubricGame: async ({ params, body }) => {
        const rubric = await rubricAdmin.changeGame(
          params.slug,
          params.game,
          { kind: 'remove' },
          body.reason,
        );
        return { success: true, rubric: found(rubric, rubricGameNotFound) };
      },
      providers: async () => ({ success: true, providers: await providerAdmin.list() }),
      moveProvider: async ({ params, body }) => {
        const provider = await providerAdmin.move(params.slug, body.position, body.reason);
        return { success: true, provider: found(provider, providerNotFound) };
      },
    },
    guard,
  );
}
