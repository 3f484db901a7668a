import { DEFAULT_LANGUAGE, isLanguage, type Language, SPORTS_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { currentPlayerId, endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { CatalogueView } from './catalogue/catalogue-view.ts';

/** The catalogue's calls (decision 031): the sports menu, lists of matches and a match with its markets. */
export function sportsbookRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueView; players: PlayerDirectory },
): void {
  /** The language a call writes in: the asked one, else the signed-in player's, else the site's. */
  const langOf = async (request: FastifyRequest, lang: Language | undefined): Promise<Language> => {
    if (lang) return lang;
    const playerId = await currentPlayerId(request);
    const player = playerId === undefined ? undefined : await deps.players.findById(playerId);
    return player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE;
  };
  serveEndpoints(
    app,
    SPORTS_ENDPOINTS,
    {
      menu: async ({ request, query }) => ({
        success: true,
        data: await deps.catalogue.menu(await langOf(request, query.lang)),
      }),
      events: async ({ request, query }) => ({
        success: true,
        data: await deps.catalogue.events(query, await langOf(request, query.lang)),
      }),
      event: async ({ request, params, query }) => {
        const event = await deps.catalogue.event(params.id, await langOf(request, query.lang));
        if (!event) throw notFound('sport_event_not_found', `No match ${params.id}`);
        return { success: true, data: event };
      },
    },
    endpointSessions,
  );
}
