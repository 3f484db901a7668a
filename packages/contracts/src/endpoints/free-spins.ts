import { z } from 'zod';
import { bonusLanguageQuerySchema, bonusResponseSchema } from '../bonuses.ts';
import { periodFreeSpinsResponseSchema } from '../free-spins.ts';
import { endpoint } from './endpoint.ts';

/** A free-spin bonus to take by its id (a landing's link), or without it the first one offered to the player. */
export const freeSpinBonusQuerySchema = bonusLanguageQuerySchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * Free spins of the signed-in player (decision 027, "Free spins"): the spins still to play, and taking a free-spin
 * bonus from a landing. A self-excluded player or one in a time-out is refused (444).
 */
export const FREE_SPIN_ENDPOINTS = {
  periodFreeSpins: endpoint({
    method: 'GET',
    path: '/rest/bonuses/period-fs/',
    auth: 'player',
    summary: "The player's free spins still to play: games, spins left, stake, winnings so far and expiry",
    input: { query: bonusLanguageQuerySchema },
    reply: periodFreeSpinsResponseSchema,
  }),
  getFreeSpinBonus: endpoint({
    method: 'GET',
    path: '/rest/bonuses/getfreespinbonus/',
    auth: 'player',
    summary: 'Takes the free-spin bonus the player is offered (the one named by id, or the first on offer)',
    input: { query: freeSpinBonusQuerySchema },
    reply: bonusResponseSchema,
  }),
};
