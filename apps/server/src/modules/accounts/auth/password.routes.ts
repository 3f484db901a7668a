import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  MOBILE_CLIENT,
  remindConfirmRequestSchema,
  remindConfirmResponseSchema,
  remindRequestSchema,
  remindResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { AccountBlockedError } from './auth.errors.ts';
import { replyAccountBlocked, replyWithSession, secureCookies } from './session.routes.ts';

/** The contact a restore request names, for the per-account limit. */
function contactOf(request: { body: unknown }): string | undefined {
  const body = request.body as { contact?: unknown } | undefined;
  return typeof body?.contact === 'string' ? classifyLogin(body.contact).value : undefined;
}

/** `POST /remind/`, `POST /remind/confirm/` and the change-password endpoints. */
export function passwordRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountServices; config: Config; clock: Clock },
): void {
  const { accounts, config, clock } = deps;
  const { restore, passwordChange: change } = accounts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = secureCookies(config);

  api.post(
    '/remind/',
    {
      schema: { body: remindRequestSchema, response: { 200: remindResponseSchema } },
      preHandler: rateLimited(app, 'restore', contactOf),
    },
    async (request) => {
      await restore.remind(request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/remind/confirm/',
    {
      schema: { body: remindConfirmRequestSchema, response: { 200: remindConfirmResponseSchema } },
      preHandler: rateLimited(app, 'code', contactOf),
    },
    async (request) => restore.confirm(request.body),
  );

  for (const url of ['/rest/player/change-password/', '/rest/players/change-password/']) {
    api.post(
      url,
      {
        schema: {
          body: changePasswordRequestSchema,
          response: { 200: changePasswordResponseSchema },
        },
        preHandler: rateLimited(app, 'login', () => undefined),
      },
      async (request, reply) => {
        const session = await request.currentSession();
        const mobile = request.body.client === MOBILE_CLIENT || session?.kind === 'mobile';
        try {
          const { player, token } = await change.change({
            request: request.body,
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
      },
    );
  }
}
