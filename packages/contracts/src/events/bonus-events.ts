import { z } from 'zod';
import { BONUS_KINDS, BONUS_OUTCOMES, BONUS_STATUSES } from '../bonus-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/**
 * A player's bonus moved to another state (decision 027): taken, queued, activated, wagered through, canceled,
 * expired. Push turns it into the spec's `bonus` message; the page and the header's balances reload on it.
 * `amount` is the bonus money granted (0 before it is), `convertedAmount` the real money it turned into.
 */
export const bonusStatusChangedEvent = defineEvent({
  type: 'BonusStatusChanged',
  version: 1,
  scope: 'player',
  payload: z.object({
    playerBonusId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    kind: z.enum(BONUS_KINDS),
    status: z.enum(BONUS_STATUSES),
    previousStatus: z.enum(BONUS_STATUSES).nullable(),
    outcome: z.enum(BONUS_OUTCOMES).nullable(),
    currency: currencySchema,
    amount: minorUnits,
    convertedAmount: minorUnits,
  }),
});
