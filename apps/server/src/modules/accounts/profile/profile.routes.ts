import {
  closePopupResponseSchema,
  codeSentResponseSchema,
  firebaseTokenRequestSchema,
  onBoardingRequestSchema,
  onBoardingResponseSchema,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  profileDoneResponseSchema,
  profileResponseSchema,
  SITE_VERSIONS,
  siteVersionResponseSchema,
  updateProfileRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import { clearSessionCookie } from '../auth/authentication.ts';
import { secureCookies } from '../auth/session.routes.ts';
import type { AccountServices } from '../create-account-services.ts';
import { codeSentBody } from '../verification/code-delivery.ts';
import { profileErrors } from './profile.errors.ts';
import { publicProfileRoutes } from './public-profile.routes.ts';

export interface ProfileRouteDeps {
  accounts: AccountServices;
  config: Config;
}

/** The signed-in player, or 401: every call here acts on the session's own player, never on an id in the path. */
export async function signedInPlayer(request: FastifyRequest): Promise<number> {
  const session = await request.currentSession();
  if (!session) throw profileErrors.notSignedIn();
  return session.playerId;
}

const popupParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'a popup id')
    .transform(Number),
});
const siteVersionParams = z.object({ version: z.enum(SITE_VERSIONS) });

/** The player's own profile (`/rest/player/...`), then the public profiles. */
export function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const { accounts } = deps;
  const { profiles, phoneChanges, preferences } = accounts;
  const secure = secureCookies(deps.config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/rest/player/getProfile/',
    { schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({ success: true as const, data: await profiles.get(await signedInPlayer(request)) }),
  );

  api.post(
    '/rest/player/update/',
    { schema: { body: updateProfileRequestSchema, response: { 200: profileResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await profiles.update(await signedInPlayer(request), request.body),
    }),
  );

  api.post(
    '/rest/player/phone/change/',
    { schema: { body: phoneChangeRequestSchema, response: { 200: codeSentResponseSchema } } },
    async (request) =>
      codeSentBody(
        await phoneChanges.requestCode(
          await signedInPlayer(request),
          request.body.phone,
          request.body.channel,
        ),
      ),
  );

  api.post(
    '/rest/player/phone/change/confirm/',
    { schema: { body: phoneChangeConfirmSchema, response: { 200: profileResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await phoneChanges.confirm(await signedInPlayer(request), request.body.phone, request.body.code),
    }),
  );

  api.post(
    '/rest/player/on-boarding/',
    { schema: { body: onBoardingRequestSchema, response: { 200: onBoardingResponseSchema } } },
    async (request) => ({
      success: true as const,
      onBoarding: await preferences.recordOnBoarding(await signedInPlayer(request), request.body),
    }),
  );

  // The spec writes this path without its trailing slash; both spellings are served.
  for (const path of ['/rest/player/close-popup/:id', '/rest/player/close-popup/:id/']) {
    api.get(
      path,
      { schema: { params: popupParams, response: { 200: closePopupResponseSchema } } },
      async (request) => ({
        success: true as const,
        closedPopups: await preferences.closePopup(await signedInPlayer(request), request.params.id),
      }),
    );
  }

  api.post(
    '/rest/player/site-version/change/:version/',
    { schema: { params: siteVersionParams, response: { 200: siteVersionResponseSchema } } },
    async (request) => ({
      success: true as const,
      siteVersion: await preferences.changeSiteVersion(await signedInPlayer(request), request.params.version),
    }),
  );

  api.post(
    '/rest/player/firebase-token/',
    { schema: { body: firebaseTokenRequestSchema, response: { 200: profileDoneResponseSchema } } },
    async (request) => {
      await preferences.registerDevice(
        await signedInPlayer(request),
        request.body.token,
        request.body.platform,
      );
      return { success: true as const };
    },
  );

  // "It wasn't me": every session of the player ends, this one included.
  api.post(
    '/rest/player/account/protect/',
    { schema: { response: { 200: profileDoneResponseSchema } } },
    async (request, reply) => {
      await accounts.sessions.closeAll(await signedInPlayer(request));
      clearSessionCookie(reply, secure);
      return { success: true as const };
    },
  );

  publicProfileRoutes(app, accounts);
}
