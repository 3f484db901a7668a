import { GAMES_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { type EndpointHandler, serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions } from '../accounts/index.ts';
import type { LaunchService } from './launch.service.ts';

/**
 * `GET /rest/game/{slug}/?isMoney=` and its other name `/rest/play/{slug}/` (spec section 7, "load a game"),
 * served from the games' endpoint table: the game with its iframe URL, or `success: false` when real money was
 * asked for without a session.
 */
export function launchRoutes(app: FastifyInstance, launch: LaunchService): void {
  const { launch: launchEndpoint, play } = GAMES_ENDPOINTS;
  const launchGame: EndpointHandler<typeof launchEndpoint> = ({ playerId, params, query }) =>
    launch.launch({
      slug: params.slug,
      playerId: playerId ?? null,
      isMoney: query.isMoney === undefined ? undefined : query.isMoney === '1' || query.isMoney === 'true',
      lang: query.lang,
    });
  serveEndpoints(
    app,
    { launch: launchEndpoint, play },
    { launch: launchGame, play: launchGame },
    endpointSessions,
  );
}
