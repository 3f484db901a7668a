import { jackpotSevensQuerySchema, jackpotSevensResponseSchema } from '../jackpot-sevens.ts';
import { endpoint } from './endpoint.ts';

/** Jackpot-sevens (decision 036; spec section 7, "jackpot-sevens"): for guests too, the player's part when signed in. */
export const JACKPOT_SEVENS_ENDPOINTS = {
  jackpotSevens: endpoint({
    method: 'GET',
    path: '/rest/jackpot-sevens/',
    auth: 'optional',
    summary:
      'The must-drop jackpot in a currency: its pool, ceiling, committed round, latest drops and the player’s part',
    input: { query: jackpotSevensQuerySchema },
    reply: jackpotSevensResponseSchema,
  }),
};
