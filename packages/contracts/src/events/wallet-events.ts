import { z } from 'zod';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/**
 * Written by the ledger itself (in SQL, with the transfer) for every player a transfer touches: the player's
 * balance on each account after it. Consumers that show a balance read it fresh (it may have moved again).
 */
export const balanceChangedEvent = defineEvent({
  type: 'BalanceChanged',
  version: 1,
  scope: 'player',
  payload: z.object({
    currency: currencySchema,
    /** The transfer's kind (`deposit`, `game_bet`, `withdrawal_hold`, ...). */
    kind: z.string().min(1),
    /** The player's accounts the transfer posted to, with their balance after it. */
    accounts: z.partialRecord(z.enum(['real', 'hold', 'bonus']), minorUnits),
    transferId: z.number().int(),
  }),
});
