import {
  type AccountBlocked,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  MOBILE_CLIENT,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { CaptchaService } from '../../captcha/index.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { isMobileAgent, type PlayerMainState, playerMainData } from '../players/player-main-data.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { AccountBlockedError } from './auth.errors.ts';
import { clearSessionCookie, setSessionCookie } from './authentication.ts';

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

/** 403 for a blocked or locked account, with the unlock time; the web opens BlockedAccount. */
export function replyAccountBlocked(reply: FastifyReply, error: AccountBlockedError, clock: Clock) {
  const body: AccountBlocked = {
    success: false,
    error: { code: 'account_blocked', message: 'The account is blocked' },
    lockedUntil: error.lockedUntil?.toISOString() ?? null,
  };
  if (error.lockedUntil) {
    const seconds = Math.ceil((error.lockedUntil.getTime() - clock.now().getTime()) / 1000);
    reply.header('retry-after', String(Math.max(1, seconds)));
  }
  return reply.status(403).send(body);
}

/**
 * `POST /login/` and `POST /rest/logout/`. A login passes the rate limits, then the captcha, and only then costs a
 * password hash. Logout changes state, so it is a POST: the cookie origin check then stops a link or an image on
 * another site from signing the player out (the spec's GET is not served, decision 018).
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = secureCookies(config);

  api.post(
    '/login/',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      // Per account and address, as the lock is: a stranger's attempts never use up the owner's (decision 018).
      preHandler: rateLimited(app, 'login', (request) => {
        const body = request.body as { login?: unknown } | undefined;
        return typeof body?.login === 'string'
          ? `${classifyLogin(body.login).value} ${request.ip}`
          : undefined;
      }),
    },
    async (request, reply) => {
      await captcha.verifyCaptcha(request.body.captchaToken);
      const mobile = request.body.client === MOBILE_CLIENT;
      try {
        const { player, token } = await accounts.logins.login({
          login: request.body.login,
          password: request.body.password,
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
  );

  api.post(
    '/rest/logout/',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      const session = await request.currentSession();
      if (session) await accounts.sessions.close(session.sessionId);
      clearSessionCookie(reply, secure);
      return { success: true as const };
    },
  );
}
