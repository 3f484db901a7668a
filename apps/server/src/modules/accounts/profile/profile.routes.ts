import { PROFILE_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import { type EndpointHandler, serveEndpoints } from '../../../platform/http/endpoints.ts';
import { clearSessionCookie, endpointSessions } from '../auth/authentication.ts';
import { secureCookies } from '../auth/session.routes.ts';
import type { AccountServices } from '../create-account-services.ts';
import { codeSentBody } from '../verification/code-delivery.ts';
import { publicProfileHandlers } from './public-profile.routes.ts';

export interface ProfileRouteDeps {
  accounts: AccountServices;
  config: Config;
}

/**
 * The player's own profile (`/rest/player/...`), then the public profiles, served from their endpoint table. The
 * own-profile calls act on the session's own player, never on an id in the path.
 */
export function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const { accounts } = deps;
  const { profiles, phoneChanges, preferences } = accounts;
  const secure = secureCookies(deps.config);
  const closePopup: EndpointHandler<typeof PROFILE_ENDPOINTS.closePopup> = async ({ playerId, params }) => ({
    success: true,
    closedPopups: await preferences.closePopup(playerId, params.id),
  });

  serveEndpoints(
    app,
    PROFILE_ENDPOINTS,
    {
      profile: async ({ playerId }) => ({ success: true, data: await profiles.get(playerId) }),
      update: async ({ playerId, body }) => ({ success: true, data: await profiles.update(playerId, body) }),
      requestPhoneChange: async ({ playerId, body }) =>
        codeSentBody(await phoneChanges.requestCode(playerId, body.phone, body.channel)),
      confirmPhoneChange: async ({ playerId, body }) => ({
        success: true,
        data: await phoneChanges.confirm(playerId, body.phone, body.code),
      }),
      recordOnBoarding: async ({ playerId, body }) => ({
        success: true,
        onBoarding: await preferences.recordOnBoarding(playerId, body),
      }),
      closePopup,
      closePopupWithSlash: closePopup,
      changeSiteVersion: async ({ playerId, params }) => ({
        success: true,
        siteVersion: await preferences.changeSiteVersion(playerId, params.version),
      }),
      registerFirebaseToken: async ({ playerId, body }) => {
        await preferences.registerDevice(playerId, body.token, body.platform);
        return { success: true };
      },
      // "It wasn't me": every session of the player ends, this one included.
      protectAccount: async ({ playerId, reply }) => {
        await accounts.sessions.closeAll(playerId);
        clearSessionCookie(reply, secure);
        return { success: true };
      },
      ...publicProfileHandlers(accounts),
    },
    endpointSessions,
  );
}
