import { OPERATOR_ACCOUNT_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { OperatorAccountsService } from './operator-accounts.service.ts';
import { type OperatorGuard, serveOperatorEndpoints } from './serve-operator-endpoints.ts';

/** Admins keep the operators' accounts: list, create, roles, disable, end sessions, new credentials. */
export function operatorRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  accounts: OperatorAccountsService,
): void {
  const answer = async (operator: Promise<Awaited<ReturnType<OperatorAccountsService['setStatus']>>>) => ({
    success: true as const,
    operator: await operator,
  });
  serveOperatorEndpoints(
    app,
    OPERATOR_ACCOUNT_ENDPOINTS,
    {
      list: async () => ({ success: true, operators: await accounts.list() }),
      create: async ({ body }) => ({ success: true, ...(await accounts.create(body)) }),
      setStatus: ({ session, params, body }) =>
        answer(accounts.setStatus(session.operator.login, params.id, body.status, body.reason)),
      setRoles: ({ session, params, body }) =>
        answer(accounts.setRoles(session.operator.login, params.id, body.roles, body.reason)),
      revokeSessions: ({ params, body }) => answer(accounts.revokeSessions(params.id, body.reason)),
      resetCredentials: async ({ params, body }) => ({
        success: true,
        ...(await accounts.resetCredentials(params.id, body.reason)),
      }),
    },
    guard,
  );
}
