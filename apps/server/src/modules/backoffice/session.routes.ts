import { OPERATOR_SESSION_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rateLimited } from '../../platform/http/rate-limits.ts';
import type { OperatorSession } from './operator-auth.service.ts';
import {
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  type OperatorGuard,
  serveOperatorEndpoints,
} from './serve-operator-endpoints.ts';

function sessionReply(session: OperatorSession) {
  return {
    success: true as const,
    operator: session.operator,
    csrfToken: session.csrfToken,
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}

/** The console's sign-in: the cookie is the console's own (path, strict same-site), never readable by scripts. */
export function sessionRoutes(app: FastifyInstance, guard: OperatorGuard, secure: boolean): void {
  const cookie = { httpOnly: true, sameSite: 'strict' as const, secure, path: OPERATOR_COOKIE_PATH };
  const clear = (reply: FastifyReply) => reply.clearCookie(OPERATOR_COOKIE, cookie);
  serveOperatorEndpoints(
    app,
    OPERATOR_SESSION_ENDPOINTS,
    {
      current: async ({ session }) => sessionReply(session),
      login: async ({ request, reply, body }) => {
        const { token, session } = await guard.auth.login({
          ...body,
          address: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        reply.setCookie(OPERATOR_COOKIE, token, cookie);
        return sessionReply(session);
      },
      logout: async ({ reply, session }) => {
        await guard.auth.logout(session);
        clear(reply);
        return { success: true };
      },
    },
    guard,
    { login: { preHandler: rateLimited(app, 'operatorLogin') } },
  );
}
