import { jackpotsStatusQuerySchema, jackpotsStatusResponseSchema } from '../jackpots.ts';
import { endpoint } from './endpoint.ts';

/** Progressive jackpots (spec section 7, "Player"): their pools in a currency, for guests too. */
export const JACKPOT_ENDPOINTS = {
  jackpotsStatus: endpoint({
    method: 'GET',
    path: '/jackpots-status/',
    auth: 'public',
    summary: 'Each progressive jackpot’s pool in a currency, with its share, odds, games and latest wins',
    input: { query: jackpotsStatusQuerySchema },
    reply: jackpotsStatusResponseSchema,
  }),
};
