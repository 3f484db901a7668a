import { z } from 'zod';
import { defineEvent } from './define-event.ts';

/**
 * The player took the daily bonus of their day (its money moves with the bonus's own `BonusStatusChanged`). Push
 * tells the player's other pages with the `dailyBonus` message: the next may be taken at `nextAvailableAt`.
 */
export const dailyBonusTakenEvent = defineEvent({
  type: 'DailyBonusTaken',
  version: 1,
  scope: 'player',
  payload: z.object({
    playerBonusId: z.number().int().positive(),
    bonusId: z.number().int().positive(),
    nextAvailableAt: z.iso.datetime(),
  }),
});

/**
 * A new day's daily bonus may be taken by a player who took the last one (written when their next day begins).
 * Push tells their pages with the `dailyBonus` message (`available`), unless they are self-excluded by then.
 */
export const dailyBonusAvailableEvent = defineEvent({
  type: 'DailyBonusAvailable',
  version: 1,
  scope: 'player',
  payload: z.object({ bonusId: z.number().int().positive() }),
});
