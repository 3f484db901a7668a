import {
  ALL_SLOTS_PAGE_SIZE,
  allGamesResponseSchema,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  GAME_LIKES_DEFAULT_LIMIT,
  type GamesPageQuery,
  gameBrowserParamsSchema,
  gameBrowserQuerySchema,
  gameDetailsResponseSchema,
  gameFutureSubscribeRequestSchema,
  gameFutureSubscribeResponseSchema,
  gameLanguageQuerySchema,
  gameListParamsSchema,
  gameProviderParamsSchema,
  gameReactionRequestSchema,
  gameReactionResponseSchema,
  gameReactionsFeedResponseSchema,
  gameSearchInfoResponseSchema,
  gameSearchQuerySchema,
  gameSearchResponseSchema,
  gameSlugParamsSchema,
  gamesPageQuerySchema,
  gamesPageResponseSchema,
  isLanguage,
  type Language,
  likedGamesQuerySchema,
  promotionTagsResponseSchema,
  REACTIONS_DEFAULT_LIMIT,
  RTP_GAMES_DEFAULT_LIMIT,
  RUBRIC_PAGE_SIZE,
  rtpGamesQuerySchema,
  rtpGamesResponseSchema,
  rubricGamesResponseSchema,
  rubricsResponseSchema,
  tagGamesResponseSchema,
  tagGroupsResponseSchema,
  tagsResponseSchema,
  toggleFavoriteResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type PlayerDirectory, signedInPlayerId } from '../accounts/index.ts';
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
 * The catalogue's calls (spec section 7, games): lists, game pages, search, tags and rubrics, RTP games, the
 * game browser, provider promotions, and the player's favourites, reactions and release subscriptions.
 */
export function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; players: PlayerDirectory },
): void {
  const { catalogue } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The caller: the signed-in player in their currency, writing in the asked language, else theirs. */
  const viewerOf = async (request: FastifyRequest, lang: Language | undefined): Promise<Viewer> => {
    const session = await request.currentSession();
    const player = session ? await deps.players.findById(session.playerId) : undefined;
    return {
      playerId: player?.id ?? null,
      lang: lang ?? (player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE),
      currency: CURRENCIES.find((code) => code === player?.currency) ?? DEFAULT_CURRENCY,
    };
  };
  const langOf = async (request: FastifyRequest, lang: Language | undefined) =>
    lang ?? (await viewerOf(request, undefined)).lang;

  api.get(
    '/rest/getAllGames/',
    { schema: { querystring: gameLanguageQuerySchema, response: { 200: allGamesResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.allGames(await langOf(request, request.query.lang)),
    }),
  );

  api.get(
    '/rest/getGames/:x/',
    {
      schema: {
        params: gameListParamsSchema,
        querystring: gamesPageQuerySchema,
        response: { 200: gamesPageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.list(
        request.params.x,
        await viewerOf(request, request.query.lang),
        pageOf(request.query, DEFAULT_LIST_LIMIT),
      ),
    }),
  );

  api.get(
    '/rest/games/search/',
    { schema: { querystring: gameSearchQuerySchema, response: { 200: gameSearchResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.search(
        request.query,
        pageOf(request.query, DEFAULT_LIST_LIMIT),
        await langOf(request, request.query.lang),
      ),
    }),
  );

  api.get(
    '/rest/games/search-info/',
    { schema: { querystring: gameLanguageQuerySchema, response: { 200: gameSearchInfoResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.searchInfo(await langOf(request, request.query.lang)),
    }),
  );

  api.get(
    '/rest/games/tags/',
    { schema: { querystring: gameLanguageQuerySchema, response: { 200: tagsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.tags(await langOf(request, request.query.lang)),
    }),
  );

  api.get(
    '/rest/games/tag-groups/',
    { schema: { querystring: gameLanguageQuerySchema, response: { 200: tagGroupsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.tagGroups(await langOf(request, request.query.lang)),
    }),
  );

  api.get(
    '/rest/games/tag/:slug/',
    {
      schema: {
        params: gameSlugParamsSchema,
        querystring: gamesPageQuerySchema,
        response: { 200: tagGamesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.tagGames(
        request.params.slug,
        pageOf(request.query, DEFAULT_LIST_LIMIT),
        await langOf(request, request.query.lang),
      ),
    }),
  );

  api.get(
    '/rest/games/rubrics/',
    { schema: { querystring: gameLanguageQuerySchema, response: { 200: rubricsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.rubrics(await langOf(request, request.query.lang)),
    }),
  );

  api.get(
    '/rest/games/rubric/:slug/',
    {
      schema: {
        params: gameSlugParamsSchema,
        querystring: gamesPageQuerySchema,
        response: { 200: rubricGamesResponseSchema },
      },
    },
    async (request) => {
      const { text: _, ...page } = await catalogue.rubricGames(
        request.params.slug,
        pageOf(request.query, RUBRIC_PAGE_SIZE),
        await langOf(request, request.query.lang),
      );
      return { success: true as const, data: page };
    },
  );

  api.get(
    '/rest/games/rtp/',
    { schema: { querystring: rtpGamesQuerySchema, response: { 200: rtpGamesResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.rtpGames(
        request.query.limit ?? RTP_GAMES_DEFAULT_LIMIT,
        await langOf(request, request.query.lang),
      ),
    }),
  );

  api.get(
    '/rest/games/likes/',
    { schema: { querystring: likedGamesQuerySchema, response: { 200: gamesPageResponseSchema } } },
    async (request) => {
      const playerId = await signedInPlayerId(request);
      return {
        success: true as const,
        data: await catalogue.likedGames(
          playerId,
          pageOf(request.query, GAME_LIKES_DEFAULT_LIMIT),
          await langOf(request, request.query.lang),
        ),
      };
    },
  );

  api.get(
    '/rest/games/:slug/',
    {
      schema: {
        params: gameSlugParamsSchema,
        querystring: gameLanguageQuerySchema,
        response: { 200: gameDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.details(request.params.slug, await viewerOf(request, request.query.lang)),
    }),
  );

  // A GET that changes state, as the spec names it; the AJAX header every /rest call needs keeps it same-site.
  api.get(
    '/rest/games/:slug/toggle-favorite/',
    { schema: { params: gameSlugParamsSchema, response: { 200: toggleFavoriteResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await catalogue.toggleFavorite(request.params.slug, await signedInPlayerId(request)),
    }),
  );

  api.post(
    '/rest/games/:slug/future-subscribe/',
    {
      schema: {
        params: gameSlugParamsSchema,
        body: gameFutureSubscribeRequestSchema,
        response: { 200: gameFutureSubscribeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.futureSubscribe(
        request.params.slug,
        await signedInPlayerId(request),
        request.body.subscribed,
      ),
    }),
  );

  api.post(
    '/rest/games/:slug/reaction/',
    {
      schema: {
        params: gameSlugParamsSchema,
        body: gameReactionRequestSchema,
        response: { 200: gameReactionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.react(
        request.params.slug,
        await signedInPlayerId(request),
        request.body.reaction,
      ),
    }),
  );

  api.get(
    '/rest/games/:slug/reactions/',
    {
      schema: {
        params: gameSlugParamsSchema,
        querystring: gamesPageQuerySchema,
        response: { 200: gameReactionsFeedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.reactions(request.params.slug, pageOf(request.query, REACTIONS_DEFAULT_LIMIT)),
    }),
  );

  api.get(
    '/rest/game-browser/:type/',
    {
      schema: {
        params: gameBrowserParamsSchema,
        querystring: gameBrowserQuerySchema,
        response: { 200: gamesPageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.browse(
        request.params.type,
        { live: flag(request.query.live), categoryId: request.query.categoryId },
        pageOf(request.query, ALL_SLOTS_PAGE_SIZE),
        await langOf(request, request.query.lang),
      ),
    }),
  );

  api.get(
    '/rest/game-tags/promotion/:provider/',
    {
      schema: {
        params: gameProviderParamsSchema,
        querystring: gameLanguageQuerySchema,
        response: { 200: promotionTagsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.promotion(request.params.provider, await langOf(request, request.query.lang)),
    }),
  );
}
