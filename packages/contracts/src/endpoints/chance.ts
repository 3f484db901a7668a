import {
  chanceClientSeedBodySchema,
  chanceDrawsResponseSchema,
  chanceFairnessResponseSchema,
  chanceRotateResponseSchema,
  diceKindParamsSchema,
  diceLangQuerySchema,
  diceParticipantResponseSchema,
  dicePlayResponseSchema,
  dicePopupRejectResponseSchema,
  dicePopupShowResponseSchema,
} from '../chance.ts';
import { endpoint } from './endpoint.ts';

/**
 * The chance features (decision 036): the daily and weekly dice (spec section 7, "Daily activities") and the
 * player's chance seeds, which every draw of every chance feature comes from.
 */
export const CHANCE_ENDPOINTS = {
  diceParticipant: endpoint({
    method: 'GET',
    path: '/rest/daily-activities/participant/',
    auth: 'optional',
    summary:
      'The daily and weekly dice, keyed daily-dice and weekly-dice, with the signed-in player’s throws',
    input: { query: diceLangQuerySchema },
    reply: diceParticipantResponseSchema,
  }),
  dicePlay: endpoint({
    method: 'POST',
    path: '/rest/daily-activities/:kind/play/',
    auth: 'player',
    summary: 'Throws the dice once (an activity’s playRequest): a fair draw, its prize granted once',
    input: { params: diceKindParamsSchema, query: diceLangQuerySchema },
    reply: dicePlayResponseSchema,
  }),
  dicePopupShow: endpoint({
    method: 'GET',
    path: '/rest/popups/player/show/daily-activity-dice/',
    auth: 'player',
    summary: 'Whether the dice info popup is still to be shown to the player',
    input: {},
    reply: dicePopupShowResponseSchema,
  }),
  dicePopupReject: endpoint({
    method: 'POST',
    path: '/rest/popups/player/reject/daily-activity-dice/',
    auth: 'player',
    summary: 'The player has read the dice info popup: it is not shown again',
    input: {},
    reply: dicePopupRejectResponseSchema,
  }),
  fairness: endpoint({
    method: 'GET',
    path: '/rest/chance/fairness/',
    auth: 'player',
    summary: 'The player’s chance seeds: the committed server seed’s hash, their client seed, the next nonce',
    input: {},
    reply: chanceFairnessResponseSchema,
  }),
  clientSeed: endpoint({
    method: 'POST',
    path: '/rest/chance/fairness/client-seed/',
    auth: 'player',
    summary: 'Sets the player’s own client seed for the next draws',
    input: { body: chanceClientSeedBodySchema },
    reply: chanceFairnessResponseSchema,
  }),
  rotate: endpoint({
    method: 'POST',
    path: '/rest/chance/fairness/rotate/',
    auth: 'player',
    summary: 'Reveals the server seed of the player’s past draws and commits to a new one',
    input: {},
    reply: chanceRotateResponseSchema,
  }),
  draws: endpoint({
    method: 'GET',
    path: '/rest/chance/draws/',
    auth: 'player',
    summary: 'The player’s last chance draws, each with what the verify page needs',
    input: {},
    reply: chanceDrawsResponseSchema,
  }),
};
