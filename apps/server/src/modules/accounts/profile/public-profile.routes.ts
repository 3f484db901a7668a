import {
  PUBLIC_PROFILE_LIST_TYPES,
  type PublicProfileListType,
  publicProfileListQuerySchema,
  publicProfileListResponseSchema,
  publicProfileResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServices } from '../create-account-services.ts';
import { profileErrors } from './profile.errors.ts';

/** Player ids are positive integers; anything else is refused (422) before the database is asked. */
const playerIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a player id')
  .transform(Number);

function isListType(type: string): type is PublicProfileListType {
  return (PUBLIC_PROFILE_LIST_TYPES as readonly string[]).includes(type);
}

/** `GET /rest/player/public-profile/...` and `/rest/player/achievements-profile/{id}/`; guests may look too. */
export function publicProfileRoutes(app: FastifyInstance, accounts: AccountServices): void {
  const profiles = accounts.publicProfiles;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => (await request.currentSession())?.playerId;

  api.get(
    '/rest/player/public-profile/:playerId/',
    {
      schema: {
        params: z.object({ playerId: playerIdSchema }),
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await profiles.byId(request.params.playerId, await viewerOf(request))),
    }),
  );

  api.get(
    '/rest/player/public-profile/by-login/:login/',
    {
      schema: {
        params: z.object({ login: z.string().min(1) }),
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await profiles.byEncodedLogin(request.params.login, await viewerOf(request))),
    }),
  );

  api.get(
    '/rest/player/public-profile/:playerId/:type/',
    {
      schema: {
        params: z.object({ playerId: playerIdSchema, type: z.string().max(64) }),
        querystring: publicProfileListQuerySchema,
        response: { 200: publicProfileListResponseSchema },
      },
    },
    async (request) => {
      if (!isListType(request.params.type)) throw profileErrors.profileNotFound();
      return {
        success: true as const,
        ...(await profiles.list(request.params.playerId, await viewerOf(request))),
      };
    },
  );

  api.get(
    '/rest/player/achievements-profile/:id/',
    {
      schema: {
        params: z.object({ id: playerIdSchema }),
        querystring: publicProfileListQuerySchema,
        response: { 200: publicProfileListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await profiles.list(request.params.id, await viewerOf(request))),
    }),
  );
}
