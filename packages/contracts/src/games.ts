import { z } from 'zod';
import {
  GAME_BROWSER_TYPES,
  GAME_KINDS,
  GAME_LISTS,
  GAME_REACTIONS,
  GAMES_MAX_LIMIT,
  ROUND_STATUSES,
  VOLATILITIES,
} from './game-codes.ts';
import { currencySchema, languageSchema } from './schemas.ts';

export const gameProviderSchema = z.object({ slug: z.string(), title: z.string() });
export type GameProvider = z.infer<typeof gameProviderSchema>;

/** A tile's provider, with its place in the order operators give the providers (the lobby's provider chips follow it). */
export const cardProviderSchema = gameProviderSchema.extend({ order: z.number().int() });
export type CardProvider = z.infer<typeof cardProviderSchema>;

/**
 * A game as a lobby tile shows it. `art` is a key of artwork drawn in the web app (no downloaded images);
 * `rtp` is the published return to player in basis points (9620 = 96.20%). `releaseAt` is set for a game that
 * is coming soon: it cannot be launched yet, players may subscribe to hear when it is.
 */
export const gameCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  provider: cardProviderSchema,
  kind: z.enum(GAME_KINDS),
  art: z.string(),
  rtp: z.number().int(),
  volatility: z.enum(VOLATILITIES),
  /** Tag slugs, for badges and filters. */
  tags: z.array(z.string()),
  isNew: z.boolean(),
  isHot: z.boolean(),
  hasDemo: z.boolean(),
  isLive: z.boolean(),
  releaseAt: z.iso.datetime().nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

/** One table of a game's paytable: a title, column headings and rows of cells, already in the reader's language. */
export const paytableSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type Paytable = z.infer<typeof paytableSchema>;

/**
 * A game's page (RTS 3): its rules, paytables, RTP and volatility, and its bet limits in the player's currency
 * (minor units). `minGameCycleMs` is the shortest time one round may take (RTS 14: 2.5 s for slots).
 */
export const gameDetailsSchema = gameCardSchema.extend({
  description: z.string(),
  /** Plain paragraphs separated by blank lines. */
  rules: z.string(),
  paytables: z.array(paytableSchema),
  currency: currencySchema,
  minBet: z.number().int(),
  maxBet: z.number().int(),
  betSteps: z.array(z.number().int()),
  maxWinMultiplier: z.number().int(),
  minGameCycleMs: z.number().int(),
  /** The signed-in player's view of it; false for guests. */
  isFavorite: z.boolean(),
  myReaction: z.enum(GAME_REACTIONS).nullable(),
  /** The player asked to hear when this coming-soon game is released. */
  isFutureSubscribed: z.boolean(),
});
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Games currently carrying it. */
  gamesCount: z.number().int(),
  groupSlug: z.string().nullable(),
});
export type GameTag = z.infer<typeof tagSchema>;

export const tagGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  tags: z.array(tagSchema),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;

export const rubricSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type Rubric = z.infer<typeof rubricSchema>;

/** The language titles, rules and paytables are written in; the player's own (or the site's) when absent. */
export const gameLanguageQuerySchema = z.object({ lang: languageSchema.optional() });

/** Paging query of every list call. */
export const gamesPageQuerySchema = gameLanguageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(GAMES_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type GamesPageQuery = z.infer<typeof gamesPageQuerySchema>;

export const gamesPageSchema = z.object({
  items: z.array(gameCardSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type GamesPage = z.infer<typeof gamesPageSchema>;
export const gamesPageResponseSchema = z.object({ success: z.literal(true), data: gamesPageSchema });
export type GamesPageResponse = z.infer<typeof gamesPageResponseSchema>;

/** `GET /rest/getAllGames/`: every launchable and coming-soon game of the brand, as tiles. */
export const allGamesResponseSchema = z.object({ success: z.literal(true), data: z.array(gameCardSchema) });
export type AllGamesResponse = z.infer<typeof allGamesResponseSchema>;

/** `GET /rest/getGames/{x}/`: one named list (`last` and `favorite` are empty for guests). */
export const gameListParamsSchema = z.object({ x: z.enum(GAME_LISTS) });

/** A game, tag, rubric or provider named in the path. */
export const catalogueSlugSchema = z.string().min(1).max(100);
export const gameSlugParamsSchema = z.object({ slug: catalogueSlugSchema });
export const gameProviderParamsSchema = z.object({ provider: catalogueSlugSchema });

/** `GET /rest/games/{slug}/`: a game's details for its page and the Game modal. */
export const gameDetailsResponseSchema = z.object({ success: z.literal(true), data: gameDetailsSchema });
export type GameDetailsResponse = z.infer<typeof gameDetailsResponseSchema>;

/** `GET /rest/games/{slug}/toggle-favorite/`: the new state and the player's favourite game ids (main data). */
export const toggleFavoriteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ isFavorite: z.boolean(), favoriteGames: z.array(z.number().int()) }),
});
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponseSchema>;

/**
 * `GET /rest/games/search/?q=&tag=`: typo-tolerant search by title (and provider), optionally within a tag;
 * `tags` are the tags whose names match the query, offered as chips.
 */
export const gameSearchQuerySchema = gamesPageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  tag: z.string().max(100).optional(),
});
export type GameSearchQuery = z.infer<typeof gameSearchQuerySchema>;
export const gameSearchResponseSchema = z.object({
  success: z.literal(true),
  data: gamesPageSchema.extend({ tags: z.array(tagSchema) }),
});
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;

/** `GET /rest/games/search-info/`: what the search overlay shows before anything is typed. */
export const gameSearchInfoResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ popular: z.array(gameCardSchema), tags: z.array(tagSchema) }),
});
export type GameSearchInfoResponse = z.infer<typeof gameSearchInfoResponseSchema>;

/** `GET /rest/games/tags/` and `GET /rest/games/tag-groups/`. */
export const tagsResponseSchema = z.object({ success: z.literal(true), data: z.array(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;
export const tagGroupsResponseSchema = z.object({ success: z.literal(true), data: z.array(tagGroupSchema) });
export type TagGroupsResponse = z.infer<typeof tagGroupsResponseSchema>;

/** `GET /rest/games/tag/{slug}/`: a tag with a page of its games. */
export const tagGamesResponseSchema = z.object({
  success: z.literal(true),
  data: gamesPageSchema.extend({ tag: tagSchema }),
});
export type TagGamesResponse = z.infer<typeof tagGamesResponseSchema>;

/** `GET /rest/games/rubrics/` and `GET /rest/games/rubric/{slug}/` (page size 48). */
export const rubricsResponseSchema = z.object({ success: z.literal(true), data: z.array(rubricSchema) });
export type RubricsResponse = z.infer<typeof rubricsResponseSchema>;
export const rubricGamesResponseSchema = z.object({
  success: z.literal(true),
  data: gamesPageSchema.extend({ rubric: rubricSchema }),
});
export type RubricGamesResponse = z.infer<typeof rubricGamesResponseSchema>;

/**
 * `GET /rest/games/rtp/?limit=3`: the games that returned the most to players over the last day, with their
 * published RTP and the RTP realised by real play in that window (basis points).
 */
export const rtpGamesQuerySchema = gamesPageQuerySchema.omit({ offset: true });
export const rtpGamesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      game: gameCardSchema,
      rtp: z.number().int(),
      /** Null for a game nobody played for money in the window: it is listed by its published RTP. */
      actualRtp: z.number().int().nullable(),
    }),
  ),
});
export type RtpGamesResponse = z.infer<typeof rtpGamesResponseSchema>;

/** `GET /rest/game-browser/{type}/?limit&offset&live&categoryId` (categoryId: a rubric id). */
export const gameBrowserParamsSchema = z.object({ type: z.enum(GAME_BROWSER_TYPES) });
export const gameBrowserQuerySchema = gamesPageQuerySchema.extend({
  live: z.enum(['0', '1', 'true', 'false']).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type GameBrowserQuery = z.infer<typeof gameBrowserQuerySchema>;

/** `GET /rest/game-tags/promotion/{provider}/`: the provider's promoted tags, each with its games. */
export const promotionTagsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    provider: gameProviderSchema,
    tags: z.array(z.object({ tag: tagSchema, games: z.array(gameCardSchema) })),
  }),
});
export type PromotionTagsResponse = z.infer<typeof promotionTagsResponseSchema>;

/** `POST /rest/games/{slug}/future-subscribe/`: tell me (or stop telling me) when this coming-soon game launches. */
export const gameFutureSubscribeRequestSchema = z.object({ subscribed: z.boolean() });
export type GameFutureSubscribeRequest = z.infer<typeof gameFutureSubscribeRequestSchema>;
export const gameFutureSubscribeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ subscribed: z.boolean() }),
});
export type GameFutureSubscribeResponse = z.infer<typeof gameFutureSubscribeResponseSchema>;

/** `POST /rest/games/{slug}/reaction/`: like, dislike, or null to take the reaction back. */
export const gameReactionRequestSchema = z.object({ reaction: z.enum(GAME_REACTIONS).nullable() });
export type GameReactionRequest = z.infer<typeof gameReactionRequestSchema>;
export const gameReactionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    likes: z.number().int(),
    dislikes: z.number().int(),
    myReaction: z.enum(GAME_REACTIONS).nullable(),
  }),
});
export type GameReactionResponse = z.infer<typeof gameReactionResponseSchema>;

/** `GET /rest/games/{slug}/reactions/?limit=10`: the latest reactions, with players' names masked. */
export const gameReactionsFeedResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({ player: z.string(), reaction: z.enum(GAME_REACTIONS), createdAt: z.iso.datetime() }),
  ),
});
export type GameReactionsFeedResponse = z.infer<typeof gameReactionsFeedResponseSchema>;

/** `GET /rest/games/likes/?limit=48`: the games the player liked, newest first. */
export const likedGamesQuerySchema = gamesPageQuerySchema;

/** `GET /rest/game/{slug}/?isMoney=`: spec section 7 "load a game". */
export const gameLaunchQuerySchema = z.object({
  isMoney: z.enum(['0', '1', 'true', 'false']).optional(),
  /** The language the game speaks; the player's own (or the site's default) when absent. */
  lang: languageSchema.optional(),
});

/**
 * The game as the launch reply's first item (spec section 3, Game). `iframeUrl` carries a one-time launch token
 * and, for the games this site serves itself, is a path on the site (resolve it against the page or API origin);
 * it is null when the client must not start a real-money game: `finOperations.isAvailable` false (the deposit
 * view opens and the game closes) or a tax ID to ask first (`requestInn` with automatic verification off).
 */
export const gameLaunchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  provider: gameProviderSchema,
  kind: z.enum(GAME_KINDS),
  isMoney: z.boolean(),
  iframeUrl: z.string().nullable(),
  finOperations: z.object({ isAvailable: z.boolean() }),
  autoVerificationData: z.object({ isAvailable: z.boolean() }),
  requestInn: z.boolean(),
  playerInfo: z.object({
    /** Real-money stakes in this game so far (minor units). */
    betsAmount: z.number().int(),
    /** Stakes still needed for the active race; 0 without one. */
    needBetsAmount: z.number().int(),
    race: z.object({ isAutoSubscription: z.boolean() }),
  }),
  /** An unfinished round of this game the player will see resumed (RTS 10). */
  openRoundId: z.string().nullable(),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

/** success false: the session is gone (the client raises the unauthorized event with a retry). */
export const gameLaunchResponseSchema = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  data: z.array(gameLaunchSchema),
});
export type GameLaunchResponse = z.infer<typeof gameLaunchResponseSchema>;

/** The provably-fair facts of a round: the seed is revealed once the player rotated away from it. */
export const provablyFairSchema = z.object({
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type ProvablyFair = z.infer<typeof provablyFairSchema>;

/**
 * One round of game recall (GLI: outcome, stakes, wins, balance before and after). `outcome` is what the
 * provider reported, in the game's own shape; `summary` a short text of it in the reader's language.
 */
export const gameRoundSchema = z.object({
  roundId: z.string(),
  game: z.object({ slug: z.string(), title: z.string(), kind: z.enum(GAME_KINDS) }),
  status: z.enum(ROUND_STATUSES),
  currency: currencySchema,
  stake: z.number().int(),
  win: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  provablyFair: provablyFairSchema.nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** `GET /rest/games/history/?game=&status=&limit=&offset=`: the player's rounds, newest first. */
export const gameHistoryQuerySchema = gamesPageQuerySchema.extend({
  game: z.string().max(100).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
});
export type GameHistoryQuery = z.infer<typeof gameHistoryQuerySchema>;
export const gameHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(gameRoundSchema), total: z.number().int() }),
});
export type GameHistoryResponse = z.infer<typeof gameHistoryResponseSchema>;
