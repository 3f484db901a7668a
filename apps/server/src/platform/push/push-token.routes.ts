import { channelKind, pushTokenResponseSchema, subscriptionTokenRequestSchema } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushErrors } from './push.errors.ts';
import { type PushTokens, pushUserOf } from './push-tokens.ts';

/** The player behind a request, or null for a guest. */
export type ViewerOf = (request: FastifyRequest) => Promise<number | null>;

/**
 * Tokens for the SDK's `getToken` callbacks: a fresh connection token for whoever the viewer is now (so a
 * refresh after logout yields a guest's token, which the endpoint refuses for the player's connection), and channel
 * tokens, personal ones only for the viewer's own channel.
 */
export function pushTokenRoutes(
  app: FastifyInstance,
  deps: { tokens: PushTokens; viewerOf: ViewerOf },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tokens, viewerOf } = deps;

  api.post(
    '/rest/push/connection-token/',
    { schema: { response: { 200: pushTokenResponseSchema } } },
    async (request, reply) => {
      const token = tokens.connectionToken(pushUserOf(await viewerOf(request)));
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { token } };
    },
  );

  api.post(
    '/rest/push/subscription-token/',
    { schema: { body: subscriptionTokenRequestSchema, response: { 200: pushTokenResponseSchema } } },
    async (request, reply) => {
      const { channel } = request.body;
      const kind = channelKind(channel);
      if (kind.kind === 'unknown') throw pushErrors.unknownChannel();
      const viewer = await viewerOf(request);
      if (kind.kind === 'personal' && kind.playerId !== viewer) throw pushErrors.channelForbidden();
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: { token: tokens.subscriptionToken(pushUserOf(viewer), channel) },
      };
    },
  );
}
