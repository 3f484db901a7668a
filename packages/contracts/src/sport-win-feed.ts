/**
 * The sports win feed (spec sections 3, 4 and 9): recent winning bets shown to every visitor, each pushed on the
 * `sportBettingWin` message as it is settled. A win is shown if its combined odds reach the minimum for its bet
 * type or its amount reaches the minimum win for its type; the client holds each back `delaySeconds` and keeps at
 * most `maxLimit` (never more than SPORT_WIN_FEED_MAX).
 */
import { z } from 'zod';
import { currencySchema, languageSchema } from './schemas.ts';

/** Spec section 9: the feed lists at most this many wins. */
export const SPORT_WIN_FEED_MAX = 20;

export const SPORT_WIN_BET_TYPES = ['single', 'multi'] as const;
export type SportWinBetType = (typeof SPORT_WIN_BET_TYPES)[number];

export const sportWinFeedEntrySchema = z.object({
  /** The bet, so a win told twice (a resettled bet) is listed once. */
  betId: z.number().int(),
  betType: z.enum(SPORT_WIN_BET_TYPES),
  /** Combined decimal odds: 12.5 for 12.50. */
  coefficient: z.number(),
  /** Minor units of `currency`. */
  winAmount: z.number().int(),
  currency: currencySchema,
  /** ISO 8601. */
  wonAt: z.string(),
});
export type SportWinFeedEntry = z.infer<typeof sportWinFeedEntrySchema>;

/** The feed's settings for the viewer's currency: odds as decimals, wins in minor units. */
export const sportWinFeedSettingsSchema = z.object({
  viewMinCoefficientSingle: z.number(),
  viewMinCoefficientMulti: z.number(),
  viewMinWinSingle: z.number().int(),
  viewMinWinMulti: z.number().int(),
  maxLimit: z.number().int().min(1).max(SPORT_WIN_FEED_MAX),
  delaySeconds: z.number().int().min(0),
});
export type SportWinFeedSettings = z.infer<typeof sportWinFeedSettingsSchema>;

export const sportWinFeedQuerySchema = z.object({ lang: languageSchema.optional() });

/** `GET /rest/sports-book/win-feed/`: the settings in the viewer's currency and the latest wins that qualify. */
export const sportWinFeedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ settings: sportWinFeedSettingsSchema, wins: z.array(sportWinFeedEntrySchema) }),
});
