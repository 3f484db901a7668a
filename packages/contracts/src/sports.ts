/**
 * The sportsbook's catalogue as the site reads it: sports, their countries (or tours) and tournaments, matches with
 * their live state, and markets with their outcomes. Prices are integers in hundredths of decimal odds (2.15 is
 * 215): the client formats them, in decimal or the player's preferred format.
 */
import { z } from 'zod';
import { languageSchema } from './schemas.ts';

export const SPORTS = ['football', 'basketball', 'tennis', 'ice-hockey', 'cs2', 'dota2'] as const;
export type SportKey = (typeof SPORTS)[number];

export const SPORT_EVENT_STATUSES = ['not_started', 'live', 'ended', 'closed', 'cancelled'] as const;
export const SPORT_MARKET_STATUSES = ['active', 'suspended', 'deactivated', 'settled', 'cancelled'] as const;
export type SportMarketStatus = (typeof SPORT_MARKET_STATUSES)[number];

/** The market each sport's match rows show: who wins. */
export const MAIN_MARKET: Readonly<Record<SportKey, string>> = {
  football: '1x2',
  'ice-hockey': '1x2',
  basketball: 'moneyline',
  tennis: 'match_winner',
  cs2: 'match_winner',
  dota2: 'match_winner',
};

/**
 * 215 -> '2.15': decimal odds (integer hundredths, as the catalogue keeps them) with two places, as betting slips
 * write them in every language. One writing for the site, the console and the server's messages.
 */
export function formatOdds(odds: number): string {
  return `${Math.floor(odds / 100)}.${String(odds % 100).padStart(2, '0')}`;
}

export const SPORT_EVENTS_DEFAULT_LIMIT = 50;
export const SPORT_EVENTS_MAX_LIMIT = 100;
/** A search names at least two characters (one matches half the line) and at most what a name could hold. */
export const SPORT_SEARCH_MIN_LENGTH = 2;
export const SPORT_SEARCH_MAX_LENGTH = 60;
/** Matches a search answers with: a name typed is after a few, not a list to page through. */
export const SPORT_SEARCH_LIMIT = 20;

const namedSchema = z.object({ id: z.string(), name: z.string() });
const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const sportOutcomeSchema = z.object({
  id: z.string(),
  /** Hundredths of decimal odds, at least 101 (1.01). */
  odds: z.number().int().min(101),
  active: z.boolean(),
});

export const sportMarketSchema = z.object({
  type: z.string(),
  specifiers: z.record(z.string(), z.string()),
  status: z.enum(SPORT_MARKET_STATUSES),
  outcomes: z.array(sportOutcomeSchema),
});
export type SportMarket = z.infer<typeof sportMarketSchema>;

export const sportLiveStateSchema = z.object({
  period: z.string(),
  clockSeconds: z.number().int().optional(),
  score: scoreSchema,
  periodScores: z.array(scoreSchema.extend({ period: z.string() })),
  games: scoreSchema.optional(),
  serving: z.enum(['home', 'away']).optional(),
});

export const sportEventSummarySchema = z.object({
  id: z.string(),
  sport: z.enum(SPORTS),
  category: namedSchema,
  tournament: namedSchema,
  home: namedSchema,
  away: namedSchema,
  /** ISO 8601. */
  scheduledAt: z.string(),
  status: z.enum(SPORT_EVENT_STATUSES),
  live: sportLiveStateSchema.nullable(),
  /** Who wins (MAIN_MARKET), when it is offered. */
  mainMarket: sportMarketSchema.nullable(),
  /** Markets open to bets or suspended: what the match page shows. */
  marketCount: z.number().int(),
});
export type SportEventSummary = z.infer<typeof sportEventSummarySchema>;

export const sportLanguageQuerySchema = z.object({ lang: languageSchema.optional() });

/** `GET /rest/sports-book/menu/`: every sport with its countries and tournaments, and how many matches each has. */
const tournamentEntrySchema = namedSchema.extend({ live: z.number().int(), upcoming: z.number().int() });
export const sportsMenuResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    sports: z.array(
      z.object({
        sport: z.enum(SPORTS),
        live: z.number().int(),
        upcoming: z.number().int(),
        categories: z.array(namedSchema.extend({ tournaments: z.array(tournamentEntrySchema) })),
      }),
    ),
  }),
});
export type SportsMenuResponse = z.infer<typeof sportsMenuResponseSchema>;

/** `GET /rest/sports-book/events/`: live or upcoming matches, by sport or tournament, in kick-off order. */
export const sportEventsQuerySchema = sportLanguageQuerySchema.extend({
  sport: z.enum(SPORTS).optional(),
  tournament: z.string().min(1).max(100).optional(),
  status: z.enum(['live', 'upcoming']).optional(),
  limit: z.coerce.number().int().min(1).max(SPORT_EVENTS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type SportEventsQuery = z.infer<typeof sportEventsQuerySchema>;
export const sportEventsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ total: z.number().int(), events: z.array(sportEventSummarySchema) }),
});

/**
 * A match's news from the odds feed, pushed as `sportPrices` on its channel (`sportEventChannel`) as the feed moves
 * it: its state and score, and the markets whose prices or status changed, each whole as the match page reads it.
 */
export const sportPricesSchema = z.object({
  eventId: z.string(),
  status: z.enum(SPORT_EVENT_STATUSES),
  live: sportLiveStateSchema.nullable(),
  markets: z.array(sportMarketSchema),
});
export type SportPrices = z.infer<typeof sportPricesSchema>;

/** `GET /rest/sports-book/events/{id}/`: one match with every market it offers. */
export const sportEventParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const sportEventResponseSchema = z.object({
  success: z.literal(true),
  data: sportEventSummarySchema.extend({ markets: z.array(sportMarketSchema) }),
});
export type SportEventResponse = z.infer<typeof sportEventResponseSchema>;

/**
 * `GET /rest/sports-book/search/?q=`: live and upcoming matches whose team, tournament or country (or tour) has a
 * name, in any language, that holds `q` in any case; live first, then in kick-off order, at most SPORT_SEARCH_LIMIT.
 */
export const sportSearchQuerySchema = sportLanguageQuerySchema.extend({
  q: z.string().trim().min(SPORT_SEARCH_MIN_LENGTH).max(SPORT_SEARCH_MAX_LENGTH),
});
export type SportSearchQuery = z.infer<typeof sportSearchQuerySchema>;
export const sportSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ events: z.array(sportEventSummarySchema) }),
});
export type SportSearchResponse = z.infer<typeof sportSearchResponseSchema>;
