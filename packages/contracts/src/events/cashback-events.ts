import { z } from 'zod';
import { CASHBACK_STATUSES } from '../cashback-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/**
 * A player's cashback moved to another state: chosen (`active`), its period closed (`completed` with something to
 * pay, `closed` with nothing), collected (`payed`). Push turns it into the spec's `cashback` message; the bonuses
 * page reloads on it. `netLoss` and `amount` are the period's as they stand.
 */
export const cashbackStatusChangedEvent = defineEvent({
  type: 'CashbackStatusChanged',
  version: 1,
  scope: 'player',
  payload: z.object({
    playerCashbackId: z.number().int().positive(),
    programId: z.number().int().positive(),
    status: z.enum(CASHBACK_STATUSES),
    previousStatus: z.enum(CASHBACK_STATUSES).nullable(),
    currency: currencySchema,
    netLoss: minorUnits,
    amount: minorUnits,
  }),
});
