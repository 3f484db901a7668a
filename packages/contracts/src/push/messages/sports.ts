import { z } from 'zod';
import { currencySchema } from '../../schemas.ts';
import { CASH_OUT_REFUSALS, SPORT_BET_OUTCOMES, SPORT_BET_REJECT_REASONS } from '../../sport-bets.ts';
import { sportWinFeedEntrySchema } from '../../sport-win-feed.ts';
import { sportPricesSchema } from '../../sports.ts';
import { message } from '../message-shape.ts';

/**
 * The player's sports bet changed (decision 032): a live bet accepted or refused after its delay, a bet settled
 * (decided, reopened by a rolled-back result, or cashed out), and the value a cash-out of its remaining stake
 * would pay now, sent while the prices of its markets move. Not a spec message: "my bets" follows it instead of
 * asking again.
 */
const sportBetMessage = z.discriminatedUnion('action', [
  message('sportBet', z.literal('accepted'), z.object({ betId: z.string() })),
  message(
    'sportBet',
    z.literal('rejected'),
    z.object({ betId: z.string(), reason: z.enum(SPORT_BET_REJECT_REASONS) }),
  ),
  message(
    'sportBet',
    z.literal('settled'),
    z.object({
      betId: z.string(),
      outcome: z.enum(SPORT_BET_OUTCOMES),
      /** Everything the bet has paid so far, and what this step moved (a reversal negative). */
      payout: z.number().int(),
      change: z.number().int(),
      currency: currencySchema,
    }),
  ),
  message(
    'sportBet',
    z.literal('cash-out'),
    z.object({
      betId: z.string(),
      available: z.boolean(),
      refusal: z.enum(CASH_OUT_REFUSALS).nullable(),
      remainingStake: z.number().int(),
      amount: z.number().int().nullable(),
    }),
  ),
]);

/** The sportsbook: bets, prices and the win feed. */
export const SPORTS_MESSAGES = {
  /** A winning sports bet for the win feed (spec section 4), told to every visitor. */
  sportBettingWin: message('sportBettingWin', z.literal('win'), sportWinFeedEntrySchema),
  sportBet: sportBetMessage,
  /** A match's prices, status or score moved (on the match's own channel): pages showing it follow without asking. */
  sportPrices: message('sportPrices', z.literal('update'), sportPricesSchema),
} as const;
