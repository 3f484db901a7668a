import {
  chestsOpenBodySchema,
  chestsQuerySchema,
  chestsReceiveBodySchema,
  chestsResponseSchema,
  chestsStateResponseSchema,
  lootBoxListResponseSchema,
  lootBoxOpenBodySchema,
  lootBoxParamsSchema,
  lootBoxResponseSchema,
} from '../chests.ts';
import { endpoint } from './endpoint.ts';

/**
 * Chests and loot boxes (spec section 7, "Lottery and wheels"; decision 036). The spec names the calls, not their
 * paths: these are ours.
 */
export const CHEST_ENDPOINTS = {
  chests: endpoint({
    method: 'GET',
    path: '/rest/chests/',
    auth: 'optional',
    summary:
      'The running chest campaign with the player’s progress, open counts and the published odds (444 when self-excluded)',
    input: { query: chestsQuerySchema },
    reply: chestsResponseSchema,
  }),
  chestsOpen: endpoint({
    method: 'POST',
    path: '/rest/chests/open/',
    auth: 'player',
    summary:
      'Opens the chest picked (chestsId, chestNumber): a fair draw from the prize table, its prize granted once',
    input: { query: chestsQuerySchema, body: chestsOpenBodySchema },
    reply: chestsStateResponseSchema,
  }),
  chestsReceive: endpoint({
    method: 'POST',
    path: '/rest/chests/receive/',
    auth: 'player',
    summary: 'The player has seen the opened chest’s prize: the chests leave the receive step',
    input: { query: chestsQuerySchema, body: chestsReceiveBodySchema },
    reply: chestsStateResponseSchema,
  }),
  lootBoxes: endpoint({
    method: 'GET',
    path: '/rest/loot-boxes/',
    auth: 'player',
    summary: 'The player’s loot boxes still to open',
    input: { query: chestsQuerySchema },
    reply: lootBoxListResponseSchema,
  }),
  lootBox: endpoint({
    method: 'GET',
    path: '/rest/loot-boxes/:id/',
    auth: 'player',
    summary: 'One of the player’s loot boxes with its odds (404 for anyone else’s)',
    input: { params: lootBoxParamsSchema, query: chestsQuerySchema },
    reply: lootBoxResponseSchema,
  }),
  lootBoxOpen: endpoint({
    method: 'POST',
    path: '/rest/loot-boxes/:id/open/',
    auth: 'player',
    summary: 'Opens a chest of the loot box, once: a fair draw from its prize table, the prize granted once',
    input: { params: lootBoxParamsSchema, query: chestsQuerySchema, body: lootBoxOpenBodySchema },
    reply: lootBoxResponseSchema,
  }),
};
