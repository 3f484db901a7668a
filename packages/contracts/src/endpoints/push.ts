import { pushTokenResponseSchema, subscriptionTokenRequestSchema } from '../push/connection.ts';
import { endpoint } from './endpoint.ts';

/**
 * Tokens for the push client's `getToken` callbacks (decision 010): a connection token for whoever is signed in
 * now (a guest's after a logout), and channel tokens, a personal channel's only for its own player.
 */
export const PUSH_TOKEN_ENDPOINTS = {
  connectionToken: endpoint({
    method: 'POST',
    path: '/rest/push/connection-token/',
    auth: 'optional',
    summary: 'A push connection token for the viewer, a guest or the signed-in player',
    input: {},
    reply: pushTokenResponseSchema,
  }),
  subscriptionToken: endpoint({
    method: 'POST',
    path: '/rest/push/subscription-token/',
    auth: 'optional',
    summary: 'A token to subscribe to one channel; a personal channel only for its own player',
    input: { body: subscriptionTokenRequestSchema },
    reply: pushTokenResponseSchema,
  }),
};
