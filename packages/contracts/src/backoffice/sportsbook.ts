import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import {
  SPORT_BET_OUTCOMES,
  SPORT_BET_REJECT_REASONS,
  SPORT_BET_STATUSES,
  SPORT_BET_TYPES,
} from '../sport-bets.ts';
import { SPORT_WIN_FEED_MAX } from '../sport-win-feed.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema, playerIdParamsSchema } from './players.ts';

/** An amount of minor units a limit may be: positive, and short of anything a float would round. */
const limitAmount = z.number().int().positive().max(1e14);

/** The operator's bet limits in one currency (decision 032), minor units. */
export const sportBetLimitsSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    minStake: limitAmount,
    maxStake: limitAmount,
    /** What one bet may pay. */
    maxPayout: limitAmount,
    /** What a player's open bets on one match may pay together. */
    maxEventPayout: limitAmount,
    /** What a player's open bets may pay together. */
    maxPlayerPayout: limitAmount,
  })
  .refine((limits) => limits.maxStake >= limits.minStake, {
    path: ['maxStake'],
    message: 'at least the minimum stake',
  })
  .refine((limits) => limits.maxPayout >= limits.maxStake, {
    path: ['maxPayout'],
    message: 'at least the maximum stake',
  })
  .refine((limits) => limits.maxEventPayout >= limits.maxPayout, {
    path: ['maxEventPayout'],
    message: 'at least what one bet may pay',
  })
  .refine((limits) => limits.maxPlayerPayout >= limits.maxEventPayout, {
    path: ['maxPlayerPayout'],
    message: 'at least what one match may pay',
  });
export type SportBetLimitsInput = z.infer<typeof sportBetLimitsSchema>;

/**
 * The win feed's settings (spec section 4): the least combined odds (hundredths) a single's and a multiple's win
 * needs to be shown, or the least win per currency (minor units); how many wins it lists and how long the client
 * holds each back.
 */
export const sportWinFeedTermsSchema = z.object({
  minOddsSingle: z.number().int().min(101).max(100_000_000),
  minOddsMulti: z.number().int().min(101).max(100_000_000),
  maxEntries: z.number().int().min(1).max(SPORT_WIN_FEED_MAX),
  delaySeconds: z.number().int().min(0).max(600),
  minimums: z.array(
    z.object({ currency: z.enum(CURRENCIES), minWinSingle: limitAmount, minWinMulti: limitAmount }),
  ),
});
export type SportWinFeedTerms = z.infer<typeof sportWinFeedTermsSchema>;

export const sportsbookTermsResponseSchema = z.object({
  success: z.literal(true),
  limits: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      minStake: z.number().int(),
      maxStake: z.number().int(),
      maxPayout: z.number().int(),
      maxEventPayout: z.number().int(),
      maxPlayerPayout: z.number().int(),
      updatedAt: z.iso.datetime(),
    }),
  ),
  /** How long a live bet waits before it is decided. */
  liveDelayMs: z.number().int(),
  /** What a cash-out keeps from a bet's value at the current prices, in basis points (500 is 5%). */
  cashOutMarginBp: z.number().int(),
  /** The express of the day's rules: legs, and the price range of a leg's favourite (hundredths). */
  expressLegs: z.number().int(),
  expressMinOdds: z.number().int(),
  expressMaxOdds: z.number().int(),
  winFeed: sportWinFeedTermsSchema,
});
export type SportsbookTermsResponse = z.infer<typeof sportsbookTermsResponseSchema>;

export const SPORT_LIVE_DELAY_MAX_MS = 30_000;
export const SPORT_CASH_OUT_MARGIN_MAX_BP = 5_000;
export const EXPRESS_OF_THE_DAY_MAX_LEGS = 10;
export const sportsbookSettingsBodySchema = z
  .object({
    liveDelayMs: z.number().int().min(0).max(SPORT_LIVE_DELAY_MAX_MS),
    cashOutMarginBp: z.number().int().min(0).max(SPORT_CASH_OUT_MARGIN_MAX_BP),
    /** The express of the day: how many legs, and the price range a leg's favourite must be in (hundredths). */
    expressLegs: z.number().int().min(2).max(EXPRESS_OF_THE_DAY_MAX_LEGS),
    expressMinOdds: z.number().int().min(101).max(100_000),
    expressMaxOdds: z.number().int().min(101).max(100_000),
  })
  .refine((settings) => settings.expressMinOdds <= settings.expressMaxOdds, {
    message: 'the lowest price of a leg must not be above the highest',
    path: ['expressMaxOdds'],
  });

/** Limits lowered for one player; a field left null follows the currency's limit. All null lifts the lowering. */
export const sportPlayerLimitsBodySchema = z.object({
  maxStake: limitAmount.nullable(),
  maxPayout: limitAmount.nullable(),
  maxEventPayout: limitAmount.nullable(),
  maxPlayerPayout: limitAmount.nullable(),
  reason: operatorReasonSchema,
});
export type SportPlayerLimitsBody = z.infer<typeof sportPlayerLimitsBodySchema>;

const inForceSchema = z.object({
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  maxEventPayout: z.number().int(),
  maxPlayerPayout: z.number().int(),
});

export const sportPlayerLimitsResponseSchema = z.object({
  success: z.literal(true),
  currency: z.enum(CURRENCIES),
  /** What the operator lowered for the player, and why; null when nothing is lowered. */
  lowered: z
    .object({
      maxStake: z.number().int().nullable(),
      maxPayout: z.number().int().nullable(),
      maxEventPayout: z.number().int().nullable(),
      maxPlayerPayout: z.number().int().nullable(),
      reason: z.string(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
  /** The limits the player's bets are held to: the currency's, lowered where lowered; null without any. */
  inForce: inForceSchema.nullable(),
});
export type SportPlayerLimitsResponse = z.infer<typeof sportPlayerLimitsResponseSchema>;

/** Bets in the console: `unrecovered` lists the bets whose rolled-back payout the player's balance did not cover. */
export const OPERATOR_SPORT_BET_FILTERS = ['open', 'settled', 'unrecovered'] as const;

export const operatorSportBetsQuerySchema = z.object({
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  filter: z.enum(OPERATOR_SPORT_BET_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const operatorSportBetSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  referenceId: z.string(),
  type: z.enum(SPORT_BET_TYPES),
  status: z.enum(SPORT_BET_STATUSES),
  rejectReason: z.enum(SPORT_BET_REJECT_REASONS).nullable(),
  currency: z.enum(CURRENCIES),
  stake: z.number().int(),
  odds: z.number().int(),
  potentialPayout: z.number().int(),
  outcome: z.enum(SPORT_BET_OUTCOMES),
  payout: z.number().int(),
  /** What a rolled-back result took from the bet but the player's balance no longer held. */
  unrecovered: z.number().int(),
  live: z.boolean(),
  selections: z.number().int(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type OperatorSportBet = z.infer<typeof operatorSportBetSchema>;

export const operatorSportBetsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  bets: z.array(operatorSportBetSchema),
});

/** The sportsbook in the console (decision 032): its limits and bet delay, a player's lowered limits, the bets. */
export const OPERATOR_SPORTSBOOK_ENDPOINTS = {
  terms: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/sportsbook/terms/`,
    access: 'sportsbook.read',
    summary: "The sportsbook's bet limits in every currency and its live bet delay",
    input: {},
    reply: sportsbookTermsResponseSchema,
  }),
  saveLimits: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/sportsbook/limits/`,
    access: 'sportsbook.manage',
    summary: "Sets a currency's bet limits (written to the audit trail); bets already placed keep theirs",
    input: { body: sportBetLimitsSchema },
    reply: sportsbookTermsResponseSchema,
  }),
  saveSettings: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/sportsbook/settings/`,
    access: 'sportsbook.manage',
    summary: 'Sets the live bet delay and the cash-out margin (written to the audit trail)',
    input: { body: sportsbookSettingsBodySchema },
    reply: sportsbookTermsResponseSchema,
  }),
  saveWinFeed: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/sportsbook/win-feed/`,
    access: 'sportsbook.manage',
    summary:
      "Sets the win feed's minimum odds and wins, its length and its delay (written to the audit trail)",
    input: { body: sportWinFeedTermsSchema },
    reply: sportsbookTermsResponseSchema,
  }),
  playerLimits: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/sport-limits/`,
    access: 'sportsbook.read',
    summary: "A player's bet limits: what the operator lowered for them and what is in force",
    input: { params: playerIdParamsSchema },
    reply: sportPlayerLimitsResponseSchema,
  }),
  savePlayerLimits: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/sport-limits/`,
    access: 'sportsbook.manage',
    summary:
      "Lowers a player's bet limits, or lifts the lowering (written to the audit trail with the reason)",
    input: { params: playerIdParamsSchema, body: sportPlayerLimitsBodySchema },
    reply: sportPlayerLimitsResponseSchema,
  }),
  bets: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/sportsbook/bets/`,
    access: 'sportsbook.read',
    summary:
      "Sports bets, newest first: a player's, the open or settled ones, or those with an unrecovered payout",
    input: { query: operatorSportBetsQuerySchema },
    reply: operatorSportBetsResponseSchema,
  }),
};
