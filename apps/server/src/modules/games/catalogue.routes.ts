import {
  ALL_SLOTS_PAGE_SIZE,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  GAME_LIKES_DEFAULT_LIMIT,
  GAMES_ENDPOINTS,
  type GamesPageQuery,
  isLanguage,
  type Language,
  REACTIONS_DEFAULT_LIMIT,
  RTP_GAMES_DEFAULT_LIMIT,
  RUBRIC_PAGE_SIZE,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { currentPlayerId, endpointSessions, type PlayerDirectory } from '../accounts/index.ts';
import type { CatalogueService, PageRequest, Viewer } from './catalogue.service.ts';

/** Page size of a list call that names none (spec section 9: a rubric page holds 48). */
const DEFAULT_LIST_LIMIT = RUBRIC_PAGE_SIZE;

function pageOf(query: GamesPageQuery, defaultLimit: number): PageRequest {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 };
}

function flag(value: '0' | '1' | 'true' | 'false' | undefined): boolean | undefined {
  return value === undefined ? undefined : value === '1' || value === 'true';
}

/**
 * The catalogue's calls (spec section 7, games), served from the games' endpoint table: lists, game pages,
 * search, tags and rubrics, RTP games, the game browser, provider promotions, and the player's favourites,
 * reactions and release subscriptions.
 */
export function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; players: PlayerDirectory },
): void {
  const { catalogue } = deps;
  // Launches and game recall are served by their own route files.
  const { launch: _launch, play: _play, history: _history, ...catalogueEndpoints } = GAMES_ENDPOINTS;

  /** The caller: the signed-in player in their currency, writing in the asked language, else theirs. */
  const viewerOf = async (playerId: number | undefined, lang: Language | undefined): Promise<Viewer> => {
    const player = playerId === undefined ? undefined : await deps.players.findById(playerId);
    return {
      playerId: player?.id ?? null,
      lang: lang ?? (player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE),
      currency: CURRENCIES.find((code) => code === player?.currency) ?? DEFAULT_CURRENCY,
    };
  };
  /**
   * The language a call writes in: the asked one, else the signed-in player's, else the site's. Nothing else in
   * these calls depends on who asks, so the session is looked up only when no language was asked for.
   */
  const langOf = async (request: FastifyRequest, lang: Language | undefined) =>
    lang ?? (await viewerOf(await currentPlayerId(request), undefined)).lang;

  serveEndpoints(
    app,
    catalogueEndpoints,
    {
      allGames: async ({ request, query }) => ({
        success: true,
        data: await catalogue.allGames(await langOf(request, query.lang)),
      }),
      list: async ({ playerId, params, query }) => ({
        success: true,
        data: await catalogue.list(
          params.x,
          await viewerOf(playerId, query.lang),
          pageOf(query, DEFAULT_LIST_LIMIT),
        ),
      }),
      search: async ({ request, query }) => ({
        success: true,
        data: await catalogue.search(
          query,
          pageOf(query, DEFAULT_LIST_LIMIT),
          await langOf(request, query.lang),
        ),
      }),
      searchInfo: async ({ request, query }) => ({
        success: true,
        data: await catalogue.searchInfo(await langOf(request, query.lang)),
      }),
      tags: async ({ request, query }) => ({
        success: true,
        data: await catalogue.tags(await langOf(request, query.lang)),
      }),
      tagGroups: async ({ request, query }) => ({
        success: true,
        data: await catalogue.tagGroups(await langOf(request, query.lang)),
      }),
      tagGames: async ({ request, params, query }) => ({
        success: true,
        data: await catalogue.tagGames(
          params.slug,
          pageOf(query, DEFAULT_LIST_LIMIT),
          await langOf(request, query.lang),
        ),
      }),
      rubrics: async ({ request, query }) => ({
        success: true,
        data: await catalogue.rubrics(await langOf(request, query.lang)),
      }),
      rubricGames: async ({ request, params, query }) => {
        const { text: _, ...page } = await catalogue.rubricGames(
          params.slug,
          pageOf(query, RUBRIC_PAGE_SIZE),
          await langOf(request, query.lang),
        );
        return { success: true, data: page };
      },
      rtpGames: async ({ request, query }) => ({
        success: true,
        data: await catalogue.rtpGames(
          query.limit ?? RTP_GAMES_DEFAULT_LIMIT,
          await langOf(request, query.lang),
        ),
      }),
      likedGames: async ({ request, playerId, query }) => ({
        success: true,
        data: await catalogue.likedGames(
          playerId,
          pageOf(query, GAME_LIKES_DEFAULT_LIMIT),
          await langOf(request, query.lang),
        ),
      }),
      details: async ({ playerId, params, query }) => ({
        success: true,
        data: await catalogue.details(params.slug, await viewerOf(playerId, query.lang)),
      }),
      toggleFavorite: async ({ playerId, params }) => ({
        success: true,
        data: await catalogue.toggleFavorite(params.slug, playerId),
      }),
      futureSubscribe: async ({ playerId, params, body }) => ({
        success: true,
        data: await catalogue.futureSubscribe(params.slug, playerId, body.subscribed),
      }),
      react: async ({ playerId, params, body }) => ({
        success: true,
        data: await catalogue.react(params.slug, playerId, body.reaction),
      }),
      reactions: async ({ params, query }) => ({
        success: true,
        data: await catalogue.reactions(params.slug, pageOf(query, REACTIONS_DEFAULT_LIMIT)),
      }),
      browse: async ({ request, params, query }) => ({
        success: true,
        data: await catalogue.browse(
          params.type,
          { live: flag(query.live), categoryId: query.categoryId },
          pageOf(query, ALL_SLOTS_PAGE_SIZE),
          await langOf(request, query.lang),
        ),
      }),
      promotionTags: async ({ request, params, query }) => ({
        success: true,
        data: await catalogue.promotion(params.provider, await langOf(request, query.lang)),
      }),
    },
    endpointSessions,
  );
}
