import { ACCOUNT_ENDPOINTS, type AccountBlocked, MOBILE_CLIENT } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import { type SentReply, sendRefusal, serveEndpoints } from '../../../platform/http/endpoints.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { CaptchaService } from '../../captcha/index.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { isMobileAgent, type PlayerMainState, playerMainData } from '../players/player-main-data.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { AccountBlockedError } from './auth.errors.ts';
import { clearSessionCookie, endpointSessions, setSessionCookie } from './authentication.ts';

/** Whether session cookies must be `Secure`: the site is served over https. */
export function secureCookies(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

/**
 * Answers a successful login or password change: the web gets the httpOnly cookie, the app (`client: 'mobile'`)
 * the token in the body; both get the player main data.
 */
export function replyWithSession(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { player: PlayerRow; token: string; mobile: boolean; secure: boolean; state: PlayerMainState },
) {
  if (!outcome.mobile) setSessionCookie(reply, outcome.token, outcome.secure);
  return {
    success: true as const,
    player: playerMainData(outcome.player, isMobileAgent(request.headers['user-agent']), outcome.state),
    ...(outcome.mobile ? { token: outcome.token } : {}),
  };
}

/**
 * 403 for a blocked or locked account, with the unlock time; the web opens BlockedAccount. The route sends it
 * itself: `lockedUntil` stands beside the error, where the one error handler writes nothing.
 */
export function replyAccountBlocked(
  reply: FastifyReply,
  error: AccountBlockedError,
  clock: Clock,
): SentReply {
  const body: AccountBlocked = {
    success: false,
    error: { code: 'account_blocked', message: 'The account is blocked' },
    lockedUntil: error.lockedUntil?.toISOString() ?? null,
  };
  if (error.lockedUntil) {
    const seconds = Math.ceil((error.lockedUntil.getTime() - clock.now().getTime()) / 1000);
    reply.header('retry-after', String(Math.max(1, seconds)));
  }
  return sendRefusal(reply, body);
}

/**
 * `POST /login/` and `POST /rest/logout/`, served from the accounts' endpoint table. A login passes the rate limits,
 * then the captcha, and only then costs a password hash. Logout changes state, so it is a POST: the cookie origin
 * check then stops a link or an image on another site from signing the player out (the spec's GET is not served,
 * decision 018).
 */
export function sessionRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountServices;
    config: Config;
    clock: Clock;
    captcha: CaptchaService;
  },
): void {
  const { accounts, config, clock, captcha } = deps;
  const secure = secureCookies(config);
  const { login, logout } = ACCOUNT_ENDPOINTS;

  serveEndpoints(
    app,
    { login, logout },
    {
      login: async ({ request, reply, body }) => {
        await captcha.verifyCaptcha(body.captchaToken);
        const mobile = body.client === MOBILE_CLIENT;
        try {
          const { player, token } = await accounts.logins.login({
            login: body.login,
            password: body.password,
            kind: mobile ? 'mobile' : 'web',
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
            previousSessionId: (await request.currentSession())?.sessionId,
          });
          const state = await accounts.playerState.playerState(player.id);
          return replyWithSession(request, reply, { player, token, mobile, secure, state });
        } catch (error) {
          if (error instanceof AccountBlockedError) return replyAccountBlocked(reply, error, clock);
          throw error;
        }
      },
      logout: async ({ request, reply }) => {
        const session = await request.currentSession();
        if (session) await accounts.sessions.close(session.sessionId);
        clearSessionCookie(reply, secure);
        return { success: true };
      },
    },
    endpointSessions,
    {
      // Per account and address, as the lock is: a stranger's attempts never use up the owner's (decision 018).
      login: {
        preHandler: rateLimited(app, 'login', (request) => {
          const body = request.body as { login?: unknown } | undefined;
          return typeof body?.login === 'string'
            ? `${classifyLogin(body.login).value} ${request.ip}`
            : undefined;
        }),
      },
    },
  );
}
