/**
 * Sports bets (decision 032): a single, an express (accumulator) or a system bet on the catalogue's prices, placed
 * with the client's own reference id and an odds-change policy, and settled from the feed's results. Money is in
 * integer minor units and prices in integer hundredths of decimal odds, as in the catalogue.
 */
import { z } from 'zod';
import { currencySchema, languageSchema } from './schemas.ts';
import { SPORTS } from './sports.ts';

export const SPORT_BET_TYPES = ['single', 'express', 'system'] as const;
export type SportBetType = (typeof SPORT_BET_TYPES)[number];

/** What the player accepts when a price moved since the slip showed it: no change, a better price, any price. */
export const ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

/**
 * `pending`: a live bet waiting out the bet delay, its stake taken; `accepted`: the bet stands; `rejected`: it was
 * refused for `rejection.reason` and its stake, if taken, returned.
 */
export const SPORT_BET_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];

/**
 * How an accepted bet stands: `open` until its selections are decided (a rollback of a result reopens it);
 * `cashed_out` once the player has cashed out the whole stake.
 */
export const SPORT_BET_OUTCOMES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportBetOutcome = (typeof SPORT_BET_OUTCOMES)[number];

/** A selection's result: a half result is an Asian line's quarter (half the stake won or lost, half returned). */
export const SPORT_SELECTION_RESULTS = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type SportSelectionResult = (typeof SPORT_SELECTION_RESULTS)[number];

export const SPORT_BET_REJECT_REASONS = [
  /** A price moved and the odds-change policy does not accept the new one. */
  'odds_changed',
  /** A market is suspended (a bet stop, or the feed is recovering): try again in a moment. */
  'market_suspended',
  /** A market or an outcome is no longer offered: the match started, ended or the line was withdrawn. */
  'market_closed',
  'stake_below_minimum',
  'stake_above_maximum',
  'payout_above_maximum',
  /** The player's open bets on one of the matches would pay more than the per-match limit. */
  'event_limit_exceeded',
  /** The player's open bets would pay more than the per-player limit. */
  'player_limit_exceeded',
] as const;
export type SportBetRejectReason = (typeof SPORT_BET_REJECT_REASONS)[number];

export const MAX_EXPRESS_SELECTIONS = 20;
export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 12;

const specifiersSchema = z
  .record(z.string().min(1).max(20), z.string().min(1).max(20))
  .refine((specifiers) => Object.keys(specifiers).length <= 4, 'at most four specifiers');

export const sportSelectionRequestSchema = z.object({
  eventId: z.string().min(1).max(100),
  /** The market type: `1x2`, `total`, `asian_handicap`... */
  market: z.string().min(1).max(60),
  specifiers: specifiersSchema.default({}),
  outcome: z.string().min(1).max(60),
  /** The price the slip showed, in hundredths of decimal odds. */
  odds: z.number().int().min(101).max(1_000_000),
});
export type SportSelectionRequest = z.infer<typeof sportSelectionRequestSchema>;

/** A client's reference id: 8 to 64 letters, digits, `_` and `-`. */
const sportReferenceIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `POST /rest/sports-book/bets/`. */
export const placeSportBetBodySchema = z.object({
  /** The client's id for this attempt: sent again, it answers with the same bet; another attempt needs another. */
  referenceId: sportReferenceIdSchema,
  type: z.enum(SPORT_BET_TYPES),
  /** A system bet's combination size: every express of this many of its selections. */
  systemSize: z
    .number()
    .int()
    .min(2)
    .max(MAX_SYSTEM_SELECTIONS - 1)
    .optional(),
  /** The whole stake in minor units (a system bet's is split evenly over its combinations). */
  stake: z.number().int().positive().safe(),
  oddsPolicy: z.enum(ODDS_POLICIES),
  selections: z.array(sportSelectionRequestSchema).min(1).max(MAX_EXPRESS_SELECTIONS),
  /** A free bet of the player's (its player bonus id) that pays the stake: the stake is then its whole amount. */
  freebetId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type PlaceSportBetBody = z.infer<typeof placeSportBetBodySchema>;

const sportNameSchema = z.object({ id: z.string(), name: z.string() });

export const sportBetSelectionSchema = z.object({
  eventId: z.string(),
  sport: z.enum(SPORTS),
  tournament: sportNameSchema,
  home: sportNameSchema,
  away: sportNameSchema,
  /** ISO 8601. */
  scheduledAt: z.string(),
  market: z.string(),
  specifiers: z.record(z.string(), z.string()),
  outcome: z.string(),
  /** The price the bet stands at. */
  odds: z.number().int(),
  /** Placed while the match was being played. */
  live: z.boolean(),
  result: z.enum(SPORT_SELECTION_RESULTS),
  /** Rejections by price: the price the market offered then (null when it offered none). */
  currentOdds: z.number().int().nullable().optional(),
});
export type SportBetSelection = z.infer<typeof sportBetSelectionSchema>;

export const sportBetSchema = z.object({
  id: z.string(),
  referenceId: z.string(),
  type: z.enum(SPORT_BET_TYPES),
  systemSize: z.number().int().nullable(),
  status: z.enum(SPORT_BET_STATUSES),
  rejection: z
    .object({
      reason: z.enum(SPORT_BET_REJECT_REASONS),
      /** The limit a limit rejection hit, in minor units. */
      limit: z.number().int().optional(),
    })
    .nullable(),
  currency: currencySchema,
  stake: z.number().int(),
  /** Combined odds of a single or an express; a system bet's are those of its best combination. */
  odds: z.number().int(),
  /** What the bet pays if every selection wins. */
  potentialPayout: z.number().int(),
  outcome: z.enum(SPORT_BET_OUTCOMES),
  /** What the bet has paid so far, cash-outs included. */
  payout: z.number().int(),
  /** Placed with a free bet: the house paid the stake, and the bet pays its winnings without it. */
  freebet: z.boolean(),
  /** The part of the stake cashed out, and what those cash-outs paid. */
  cashedOutStake: z.number().int(),
  cashOutAmount: z.number().int(),
  /** ISO 8601. */
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  selections: z.array(sportBetSelectionSchema),
});
export type SportBet = z.infer<typeof sportBetSchema>;

export const sportBetResponseSchema = z.object({ success: z.literal(true), data: sportBetSchema });
export type SportBetResponse = z.infer<typeof sportBetResponseSchema>;

export const SPORT_BETS_DEFAULT_LIMIT = 20;
export const SPORT_BETS_MAX_LIMIT = 100;

/** `GET /rest/sports-book/bets/`: the player's bets, newest first; `open` are undecided, `settled` decided. */
export const sportBetsQuerySchema = z.object({
  state: z.enum(['open', 'settled']).optional(),
  limit: z.coerce.number().int().min(1).max(SPORT_BETS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  lang: languageSchema.optional(),
});
export type SportBetsQuery = z.infer<typeof sportBetsQuerySchema>;

export const sportBetsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ total: z.number().int(), bets: z.array(sportBetSchema) }),
});

export const sportBetParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,15}$/) });
export const sportBetLangQuerySchema = z.object({ lang: languageSchema.optional() });

/** Why a bet cannot be cashed out now. */
export const CASH_OUT_REFUSALS = [
  /** A selection's market is suspended or its feed is recovering: try again in a moment. */
  'market_suspended',
  /** The bet is decided, or about to be: a selection lost, or every selection has a result. */
  'bet_decided',
  /** Not an accepted open bet with stake left, a system bet, or a free bet's (not offered). */
  'not_offered',
] as const;
export type CashOutRefusal = (typeof CASH_OUT_REFUSALS)[number];

/**
 * `GET /rest/sports-book/bets/{id}/cash-out/?stake=`: the part of the remaining stake to price (all of it when
 * absent), so a partial cash-out is shown what it pays before it is sent. More than the remaining stake is refused
 * as the cash-out itself refuses it (`cash_out_unavailable`, `not_offered`).
 */
export const cashOutQuoteQuerySchema = z.object({
  stake: z.coerce.number().int().positive().safe().optional(),
});
export type CashOutQuoteQuery = z.infer<typeof cashOutQuoteQuerySchema>;

/** `GET /rest/sports-book/bets/{id}/cash-out/`: what cashing out the remaining stake, or the part asked, pays now. */
export const cashOutQuoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    available: z.boolean(),
    refusal: z.enum(CASH_OUT_REFUSALS).nullable(),
    /** The stake still riding on the bet. */
    remainingStake: z.number().int(),
    /** What cashing out all of it (or the part asked) pays now; null when not available. */
    amount: z.number().int().nullable(),
  }),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteResponseSchema>['data'];

/**
 * `POST /rest/sports-book/bets/{id}/cash-out/`: cashes out `stake` of the remaining stake (all of it for a full
 * cash-out) for `amount`, the price the player was shown. A price that moved meanwhile refuses it with the new one.
 */
export const cashOutBodySchema = z.object({
  stake: z.number().int().positive().safe(),
  amount: z.number().int().positive().safe(),
  /**
   * The client's id for this cash-out: the same request sent again (an answer that never came) pays once and
   * answers with the bet. Without one, each request is a cash-out of its own.
   */
  referenceId: sportReferenceIdSchema.optional(),
});
export type CashOutBody = z.infer<typeof cashOutBodySchema>;
