import { z } from 'zod';
import { BONUS_OFFER_SOURCES } from '../bonus-offers.ts';
import { defineEvent } from './define-event.ts';

/**
 * A bonus was offered to one player (a campaign's rule, an operator, a prize). Push tells the player
 * (`assignedBonus` `assigned`) when the offer may be accepted at once; one that opens later waits for the page.
 */
export const bonusOfferedEvent = defineEvent({
  type: 'BonusOffered',
  version: 1,
  scope: 'player',
  payload: z.object({
    offerId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    source: z.enum(BONUS_OFFER_SOURCES),
    validFrom: z.iso.datetime(),
    validUntil: z.iso.datetime(),
  }),
});

/**
 * A sleeping bonus (accepted, never activated) ran out of time: push tells the player (`assignedBonus`
 * `expired`). Written by the expiry sweep beside the bonus's `BonusStatusChanged`.
 */
export const sleepingBonusExpiredEvent = defineEvent({
  type: 'SleepingBonusExpired',
  version: 1,
  scope: 'player',
  payload: z.object({
    playerBonusId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
  }),
});
