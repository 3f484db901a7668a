import { type Language, SPORTS_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/app-error.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { currentPlayerId, endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { CatalogueView } from './catalogue/catalogue-view.ts';
import { answerLanguage } from './player-language.ts';

/** The catalogue's calls (decision 031): the sports menu, lists of matches and a match with its markets. */
export function sportsbookRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueView; players: PlayerDirectory },
): void {
  const langOf = async (request: FastifyRequest, lang: Language | undefined): Promise<Language> =>
    answerLanguage(deps.players, await currentPlayerId(request), lang);
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
