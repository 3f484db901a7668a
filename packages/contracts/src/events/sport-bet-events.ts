import { z } from 'zod';
import { currencySchema } from '../schemas.ts';
import { SPORT_BET_OUTCOMES, SPORT_BET_REJECT_REASONS, SPORT_BET_TYPES } from '../sport-bets.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/** The bet an event is about, with what the win feed, competitions and loyalty read of it. */
const bet = {
  betId: z.number().int().positive(),
  type: z.enum(SPORT_BET_TYPES),
  currency: currencySchema,
  stake: minorUnits,
  /** Hundredths of decimal odds: the combined odds (a system bet's best combination). */
  odds: z.number().int(),
  /** How many selections the bet has. */
  selections: z.number().int().positive(),
  /**
   * The free bet (its player bonus) that paid the stake: the stake was the house's, not the player's. Added after
   * version 1 was written, so absent in events from before it.
   */
  freebetId: z.number().int().positive().nullable().optional(),
  /** When the bet was placed (competitions count a bet by it); absent in events from before it was added. */
  placedAt: z.iso.datetime().optional(),
};

/** A sports bet accepted: at once before kick-off, after the bet delay in play. */
export const sportBetAcceptedEvent = defineEvent({
  type: 'SportBetAccepted',
  version: 1,
  scope: 'player',
  payload: z.object({ ...bet, live: z.boolean() }),
});

/** A live bet refused after its bet delay (a price moved, a market stopped): its stake was returned. */
export const sportBetRejectedEvent = defineEvent({
  type: 'SportBetRejected',
  version: 1,
  scope: 'player',
  payload: z.object({ ...bet, reason: z.enum(SPORT_BET_REJECT_REASONS), transferId: z.number().int() }),
});

/**
 * A sports bet's settlement changed: decided (won, lost, void), reopened by a rolled-back result (`open`), or one
 * of its selections decided (or undecided) while the bet stays open.
 * `payout` is everything the bet has paid the player since it was placed; `change` what this step moved (a
 * reversal negative), the ledger transfer that moved it in `transferId` (null when nothing moved).
 */
export const sportBetSettledEvent = defineEvent({
  type: 'SportBetSettled',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...bet,
    outcome: z.enum(SPORT_BET_OUTCOMES),
    payout: minorUnits,
    change: minorUnits,
    transferId: z.number().int().nullable(),
  }),
});
