import { z } from 'zod';
import { GAME_KINDS, ROUND_STATUSES } from '../game-codes.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** A query string's yes or no (`?enabled=true`, `?enabled=0`): anything else is refused, not read as true. */
export const QUERY_FLAGS = ['true', 'false', '1', '0'] as const;

export const catalogueGamesQuerySchema = z.object({
  /** Part of the English title or of the slug, in any case. */
  q: z.string().trim().max(100).optional(),
  /** A provider's slug. */
  provider: z.string().trim().min(1).max(100).optional(),
  /** Only enabled (`true`, `1`) or only disabled (`false`, `0`) games. */
  enabled: z.enum(QUERY_FLAGS).optional(),
});

/** A game of the catalogue as operators manage it. */
export const catalogueGameViewSchema = z.object({
  slug: z.string(),
  /** The English title. */
  title: z.string(),
  provider: z.object({ slug: z.string(), title: z.string() }),
  kind: z.enum(GAME_KINDS),
  /** The published return to player, percent with two decimals ("96.12"). */
  rtp: z.string(),
  /** Listed in the lobby and launchable; a disabled game is neither. */
  enabled: z.boolean(),
  /**
   * The game's place in the lobby's catalogue order, 1 for the first, counting every game of the catalogue
   * (disabled ones keep their place). Rubrics keep orders of their own.
   */
  position: z.number().int().positive(),
  /** Coming soon until then: listed, not launchable. */
  releaseAt: z.iso.datetime().nullable(),
  /** Tag slugs, in tag order. */
  tags: z.array(z.string()),
});
export type CatalogueGameView = z.infer<typeof catalogueGameViewSchema>;

export const catalogueGamesResponseSchema = z.object({
  success: z.literal(true),
  /** The games the query matched, in catalogue order. */
  games: z.array(catalogueGameViewSchema),
  /** Every game of the catalogue, whatever the query: the last position a game can move to. */
  total: z.number().int(),
  /** Every provider of the catalogue, for the filter. */
  providers: z.array(z.object({ slug: z.string(), title: z.string() })),
});

export const catalogueGameParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

export const catalogueGameChangeSchema = z
  .object({
    enabled: z.boolean().optional(),
    /** The place to move the game to, 1 for the first; past the end means the last. */
    position: z.number().int().min(1).max(1_000_000).optional(),
    reason: operatorReasonSchema,
  })
  .refine((change) => change.enabled !== undefined || change.position !== undefined, {
    message: 'say what to change: `enabled`, `position` or both',
    path: ['enabled'],
  });

export const catalogueGameResponseSchema = z.object({
  success: z.literal(true),
  game: catalogueGameViewSchema,
});

export const roundLookupParamsSchema = z.object({
  /** The casino's round number, or the provider's round id (the one the player's game history shows). */
  id: z.string().trim().min(1).max(200),
});

/** A round as any list of the console shows it: what was staked and won, and when. */
export const roundSummarySchema = z.object({
  /** The casino's round number. */
  id: z.number().int(),
  provider: z.string(),
  /** The provider's round id: what the player's game history and the verify page name the round by. */
  roundId: z.string(),
  game: z.object({ slug: z.string(), title: z.string(), kind: z.enum(GAME_KINDS) }),
  currency: z.string(),
  /** Minor units. */
  stake: z.number().int(),
  /** The part of the stake taken from the bonus balance. */
  bonusStake: z.number().int(),
  win: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  freeRound: z.boolean(),
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type RoundSummaryView = z.infer<typeof roundSummarySchema>;

/** One round looked up: its player, balances, the provider's outcome and how to check it. */
export const roundViewSchema = roundSummarySchema.extend({
  player: z.object({ id: z.number().int(), login: z.string() }),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  /** What the provider reported of the outcome, in the game's own shape. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The in-house studio's provably-fair facts; null for other providers' games. The server seed is null until
   * the player rotated away from it (the studio reveals it then, to anyone).
   */
  provablyFair: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable(),
  /** The site's public page that checks the round in the browser, for a studio round; null otherwise. */
  verifyUrl: z.string().nullable(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const roundLookupResponseSchema = z.object({ success: z.literal(true), round: roundViewSchema });

export const OPERATOR_GAME_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/games/`,
    access: 'games.read',
    summary: 'The game catalogue in lobby order, enabled or not, by title or slug, provider and state',
    input: { query: catalogueGamesQuerySchema },
    reply: catalogueGamesResponseSchema,
  }),
  change: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/games/:slug/`,
    access: 'games.manage',
    summary:
      'Enables or disables a game, or moves it in the lobby, with a reason (every node forgets its lists)',
    input: { params: catalogueGameParamsSchema, body: catalogueGameChangeSchema },
    reply: catalogueGameResponseSchema,
  }),
  round: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/rounds/:id/`,
    access: 'games.read',
    summary: "A game round of this brand's player, with its outcome and provably-fair data",
    input: { params: roundLookupParamsSchema },
    reply: roundLookupResponseSchema,
  }),
};
