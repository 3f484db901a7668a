import { dropsQuerySchema, dropsResponseSchema } from '../drops.ts';
import { endpoint } from './endpoint.ts';

/**
 * Prize and star drops (decision 036; spec section 7, "star-drops"): the running and upcoming campaigns of a kind
 * with their odds, prizes left and latest drops, for guests too; a signed-in player also reads their own drops.
 */
export const DROP_ENDPOINTS = {
  starDrops: endpoint({
    method: 'GET',
    path: '/rest/star-drops/',
    auth: 'optional',
    summary: 'Star drops running and upcoming: odds, drops left, latest drops, and the player’s own',
    input: { query: dropsQuerySchema },
    reply: dropsResponseSchema,
  }),
  prizeDrops: endpoint({
    method: 'GET',
    path: '/rest/prize-drops/',
    auth: 'optional',
    summary: 'Prize drops running and upcoming: odds, prizes left, latest drops, and the player’s own',
    input: { query: dropsQuerySchema },
    reply: dropsResponseSchema,
  }),
};
