import { z } from 'zod';
import { roundSummarySchema } from './games.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { playerIdParamsSchema } from './players.ts';

/** How many of a player's rounds one page of the console's list holds. */
export const PLAYER_ROUNDS_PAGE = 50;

export const playerRoundsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const playerRoundsResponseSchema = z.object({
  success: z.literal(true),
  /** Each round's own lookup (by `id`) shows its outcome and provably-fair data. */
  rounds: z.array(roundSummarySchema),
  /** Every round of the player: the list pages through them. */
  total: z.number().int(),
});

/** A login session: live until it expires or is ended (sign-out, password change, a block). */
export const playerSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['web', 'mobile']),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  openedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  status: z.enum(['live', 'ended', 'expired']),
});
export type PlayerSessionView = z.infer<typeof playerSessionSchema>;

export const playerSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(playerSessionSchema),
});

/** What a player did on the site, for the player page: their game rounds and their login sessions. */
export const OPERATOR_PLAYER_ACTIVITY_ENDPOINTS = {
  rounds: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/rounds/`,
    access: 'games.read',
    summary: "A page of the player's game rounds, newest first",
    input: { params: playerIdParamsSchema, query: playerRoundsQuerySchema },
    reply: playerRoundsResponseSchema,
  }),
  sessions: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/sessions/`,
    access: 'players.read',
    summary: "The player's latest login sessions, newest first",
    input: { params: playerIdParamsSchema },
    reply: playerSessionsResponseSchema,
  }),
};
