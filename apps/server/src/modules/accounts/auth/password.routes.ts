import { ACCOUNT_ENDPOINTS, MOBILE_CLIENT } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import { type EndpointHandler, serveEndpoints } from '../../../platform/http/endpoints.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { AccountBlockedError } from './auth.errors.ts';
import { endpointSessions } from './authentication.ts';
import { replyAccountBlocked, replyWithSession, secureCookies } from './session.routes.ts';

/** The contact a restore request names, for the per-account limit. */
function contactOf(request: { body: unknown }): string | undefined {
  const body = request.body as { contact?: unknown } | undefined;
  return typeof body?.contact === 'string' ? classifyLogin(body.contact).value : undefined;
}

/**
 * `POST /remind/`, `POST /remind/confirm/` and the change-password endpoints, served from the accounts' endpoint
 * table. The password change is open to guests too: a restore token proves who they are.
 */
export function passwordRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountServices; config: Config; clock: Clock },
): void {
  const { accounts, config, clock } = deps;
  const { restore, passwordChange: change } = accounts;
  const secure = secureCookies(config);
  const { remind, confirmRestore, changePassword, changePasswordAlias } = ACCOUNT_ENDPOINTS;

  const changeThePassword: EndpointHandler<typeof changePassword> = async ({ request, reply, body }) => {
    const session = await request.currentSession();
    const mobile = body.client === MOBILE_CLIENT || session?.kind === 'mobile';
    try {
      const { player, token } = await change.change({
        request: body,
        session,
        kind: mobile ? 'mobile' : 'web',
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      const state = await accounts.playerState.playerState(player.id);
      return replyWithSession(request, reply, { player, token, mobile, secure, state });
    } catch (error) {
      if (error instanceof AccountBlockedError) return replyAccountBlocked(reply, error, clock);
      throw error;
    }
  };
  // Old-password guesses count against the address's login limit, as wrong logins do.
  const passwordLimits = { preHandler: rateLimited(app, 'login', () => undefined) };

  serveEndpoints(
    app,
    { remind, confirmRestore, changePassword, changePasswordAlias },
    {
      remind: async ({ body }) => {
        await restore.remind(body);
        return { success: true };
      },
      confirmRestore: ({ body }) => restore.confirm(body),
      changePassword: changeThePassword,
      changePasswordAlias: changeThePassword,
    },
    endpointSessions,
    {
      remind: { preHandler: rateLimited(app, 'restore', contactOf) },
      confirmRestore: { preHandler: rateLimited(app, 'code', contactOf) },
      changePassword: passwordLimits,
      changePasswordAlias: passwordLimits,
    },
  );
}
