import { channelKind, PUSH_TOKEN_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { type EndpointSessions, serveEndpoints } from '../http/endpoints.ts';
import { pushErrors } from './push.errors.ts';
import { type PushTokens, pushUserOf } from './push-tokens.ts';

/**
 * Tokens for the SDK's `getToken` callbacks: a fresh connection token for whoever the viewer is now (so a
 * refresh after logout yields a guest's token, which the endpoint refuses for the player's connection), and channel
 * tokens, personal ones only for the viewer's own channel. Neither may be kept by a cache.
 */
export function pushTokenRoutes(
  app: FastifyInstance,
  deps: { tokens: PushTokens; sessions: EndpointSessions },
): void {
  const { tokens, sessions } = deps;
  serveEndpoints(
    app,
    PUSH_TOKEN_ENDPOINTS,
    {
      connectionToken: async ({ playerId, reply }) => {
        reply.header('cache-control', 'no-store');
        return { success: true, data: { token: tokens.connectionToken(pushUserOf(playerId ?? null)) } };
      },
      subscriptionToken: async ({ playerId, body, reply }) => {
        const kind = channelKind(body.channel);
        if (kind.kind === 'unknown') throw pushErrors.unknownChannel();
        if (kind.kind === 'personal' && kind.playerId !== playerId) throw pushErrors.channelForbidden();
        reply.header('cache-control', 'no-store');
        return {
          success: true,
          data: { token: tokens.subscriptionToken(pushUserOf(playerId ?? null), body.channel) },
        };
      },
    },
    sessions,
  );
}
