import { z } from 'zod';
import {
  BONUS_CATEGORIES,
  BONUS_KINDS,
  BONUS_OUTCOMES,
  BONUS_STATUSES,
  DEPOSIT_BONUS_REJECTIONS,
} from '../bonus-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/**
 * A player's bonus moved to another state (decision 027): taken, queued, activated, wagered through, canceled,
 * expired. Push turns it into the spec's `bonus` message (a sport bonus's into `sportBetting`); the page and the
 * header's balances reload on it.
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
    /** Added after version 1 was written: absent in events from before it, which were all casino bonuses. */
    category: z.enum(BONUS_CATEGORIES).optional(),
    status: z.enum(BONUS_STATUSES),
    previousStatus: z.enum(BONUS_STATUSES).nullable(),
    outcome: z.enum(BONUS_OUTCOMES).nullable(),
    currency: currencySchema,
    amount: minorUnits,
    convertedAmount: minorUnits,
  }),
});

/**
 * A deposit was credited without the bonus the player chose for it (`bonusId` of the deposit): it did not qualify.
 * The deposit itself stands; push tells the player why the bonus was not given (the `bonus` message's `rejected`).
 */
export const depositBonusRejectedEvent = defineEvent({
  type: 'DepositBonusRejected',
  version: 1,
  scope: 'player',
  payload: z.object({
    paymentId: z.string(),
    bonusId: z.number().int().positive(),
    amount: minorUnits,
    currency: currencySchema,
    reason: z.enum(DEPOSIT_BONUS_REJECTIONS),
  }),
});

/**
 * A deposit credited without a bonus may still take one (spec: `allowedWithDep`, AllowedWithDepBonus): the bonus
 * waits `sleeping` for the player to activate it until `expiresAt`, while the deposit is not played. `depositAmount`
 * is the deposit's, `amount` the bonus money it would bring.
 */
export const depositBonusAllowedEvent = defineEvent({
  type: 'DepositBonusAllowed',
  version: 1,
  scope: 'player',
  payload: z.object({
    playerBonusId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    paymentId: z.string(),
    depositAmount: minorUnits,
    amount: minorUnits,
    currency: currencySchema,
    expiresAt: z.iso.datetime(),
  }),
});
