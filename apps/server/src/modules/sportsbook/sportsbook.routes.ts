import { type Currency, DEFAULT_CURRENCY, type Language, SPORTS_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import {
  answerLanguage,
  currentPlayerId,
  endpointSessions,
  type PlayerDirectory,
} from '../accounts/index.ts';
import { expressOfTheDay } from './bets/express-of-the-day.ts';
import type { BookSettings } from './bets/sport-bets.repository.ts';
import type { WinFeed } from './bets/win-feed.ts';
import type { CatalogueView } from './catalogue/catalogue-view.ts';

/**
 * The catalogue's calls (decision 031): the sports menu, lists of matches, the search by name and a match with its
 * markets; the win feed (decision 032) and the express of the day.
 */
export function sportsbookRoutes(
  app: FastifyInstance,
  deps: {
    catalogue: CatalogueView;
    winFeed: WinFeed;
    players: PlayerDirectory;
    settings: () => Promise<BookSettings>;
    clock: Clock;
  },
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
      search: async ({ request, query }) => ({
        success: true,
        data: { events: await deps.catalogue.search(query.q, await langOf(request, query.lang)) },
      }),
      event: async ({ request, params, query }) => {
        const event = await deps.catalogue.event(params.id, await langOf(request, query.lang));
        if (!event) throw notFound('sport_event_not_found', `No match ${params.id}`);
        return { success: true, data: event };
      },
      winFeed: async ({ playerId }) => {
        const player = playerId === undefined ? undefined : await deps.players.findById(playerId);
        const currency = (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
        return {
          success: true,
          data: { settings: await deps.winFeed.settings(currency), wins: await deps.winFeed.recentWins() },
        };
      },
      expressOfTheDay: async ({ request, query }) => ({
        success: true,
        data: await expressOfTheDay(deps, await langOf(request, query.lang)),
      }),
    },
    endpointSessions,
  );
}
