import { z } from 'zod';
import { catalogueGameParamsSchema, catalogueGameResponseSchema } from './games.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A place to move an entry to, 1 for the first; past the end means the last. */
const placeSchema = z.number().int().min(1).max(1_000_000);
const slugSchema = z.string().trim().min(1).max(100);

/** A tag as the console offers it for a game: English titles, under its group (null for a tag of none). */
export const catalogueTagViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  group: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type CatalogueTagView = z.infer<typeof catalogueTagViewSchema>;

export const catalogueTagsResponseSchema = z.object({
  success: z.literal(true),
  /** Every tag, in group then tag order (the site's). */
  tags: z.array(catalogueTagViewSchema),
});

export const gameTagsChangeSchema = z.object({
  /** The game's whole set of tags, by slug: the tags left out are taken off it. */
  tags: z.array(slugSchema).max(200),
  reason: operatorReasonSchema,
});

export const RUBRIC_ORDERINGS = ['editorial', 'popular'] as const;

/** A game of an editorial rubric. */
export const rubricGameViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** A disabled game keeps its place in the rubric, but the site leaves it out. */
  enabled: z.boolean(),
  /** 1 for the rubric's first game, counting disabled ones. */
  position: z.number().int().positive(),
});
export type RubricGameView = z.infer<typeof rubricGameViewSchema>;

/** A rubric: a row of the lobby with its own page at `/special/{slug}/`. */
export const rubricViewSchema = z.object({
  slug: z.string(),
  /** The English title. */
  title: z.string(),
  /** An editorial rubric lists the games operators put in it; a popular one the most played, by itself. */
  ordering: z.enum(RUBRIC_ORDERINGS),
  /** 1 for the lobby's first row. */
  position: z.number().int().positive(),
  /** An editorial rubric's games in its order; null for a popular one. */
  games: z.array(rubricGameViewSchema).nullable(),
});
export type RubricView = z.infer<typeof rubricViewSchema>;

export const rubricViewsResponseSchema = z.object({
  success: z.literal(true),
  rubrics: z.array(rubricViewSchema),
});
export const rubricViewResponseSchema = z.object({ success: z.literal(true), rubric: rubricViewSchema });

/** A rubric or a provider named in the path. */
export const catalogueSlugParamsSchema = z.object({ slug: slugSchema });
export const rubricGameParamsSchema = z.object({ slug: slugSchema, game: slugSchema });

export const catalogueMoveSchema = z.object({ position: placeSchema, reason: operatorReasonSchema });

export const rubricGameAdditionSchema = z.object({
  /** The game's slug. */
  game: slugSchema,
  /** Where in the rubric; without it, the end. */
  position: placeSchema.optional(),
  reason: operatorReasonSchema,
});

export const rubricGameRemovalSchema = z.object({ reason: operatorReasonSchema });

/** A game provider, in the order the catalogue lists providers in. */
export const gameProviderViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** 1 for the first provider. */
  position: z.number().int().positive(),
  games: z.object({ enabled: z.number().int(), total: z.number().int() }),
});
export type GameProviderView = z.infer<typeof gameProviderViewSchema>;

export const gameProvidersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(gameProviderViewSchema),
});
export const gameProviderResponseSchema = z.object({
  success: z.literal(true),
  provider: gameProviderViewSchema,
});

/**
 * How the catalogue is arranged: games' tags, the rubrics (the lobby's rows) with their games, and the providers'
 * order. Every change carries a reason, is audited and reaches the site at once (every node forgets its lists).
 */
export const OPERATOR_GAME_TAXONOMY_ENDPOINTS = {
  tags: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/tags/`,
    access: 'games.read',
    summary: 'Every tag of the catalogue with its group, for choosing a game’s',
    input: {},
    reply: catalogueTagsResponseSchema,
  }),
  setTags: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/games/:slug/tags/`,
    access: 'games.manage',
    summary: 'Sets the whole set of a game’s tags, with a reason',
    input: { params: catalogueGameParamsSchema, body: gameTagsChangeSchema },
    reply: catalogueGameResponseSchema,
  }),
  rubrics: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/rubrics/`,
    access: 'games.read',
    summary: 'The rubrics in lobby order, editorial ones with their games',
    input: {},
    reply: rubricViewsResponseSchema,
  }),
  moveRubric: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/rubrics/:slug/`,
    access: 'games.manage',
    summary: 'Moves a rubric to a place in the lobby, with a reason',
    input: { params: catalogueSlugParamsSchema, body: catalogueMoveSchema },
    reply: rubricViewResponseSchema,
  }),
  addRubricGame: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/rubrics/:slug/games/`,
    access: 'games.manage',
    summary: 'Adds a game to an editorial rubric, at a place or the end, with a reason',
    input: { params: catalogueSlugParamsSchema, body: rubricGameAdditionSchema },
    reply: rubricViewResponseSchema,
  }),
  moveRubricGame: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/rubrics/:slug/games/:game/`,
    access: 'games.manage',
    summary: 'Moves a game to a place in an editorial rubric, with a reason',
    input: { params: rubricGameParamsSchema, body: catalogueMoveSchema },
    reply: rubricViewResponseSchema,
  }),
  removeRubricGame: operatorEndpoint({
    method: 'DELETE',
    path: `${BACKOFFICE_API_PREFIX}/rubrics/:slug/games/:game/`,
    access: 'games.manage',
    summary: 'Takes a game out of an editorial rubric, with a reason',
    input: { params: rubricGameParamsSchema, body: rubricGameRemovalSchema },
    reply: rubricViewResponseSchema,
  }),
  providers: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/providers/`,
    access: 'games.read',
    summary: 'The game providers in their order, with their games counted',
    input: {},
    reply: gameProvidersResponseSchema,
  }),
  moveProvider: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/providers/:slug/`,
    access: 'games.manage',
    summary: 'Moves a game provider to a place in provider order, with a reason',
    input: { params: catalogueSlugParamsSchema, body: catalogueMoveSchema },
    reply: gameProviderResponseSchema,
  }),
};
