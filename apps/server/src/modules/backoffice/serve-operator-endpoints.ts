import { timingSafeEqual } from 'node:crypto';
import type { EndpointParsedInput, EndpointReply } from '@casino/contracts';
import { type AnyOperatorEndpoint, CSRF_HEADER } from '@casino/contracts/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import {
  type EndpointRouteOptions,
  endpointRoute,
  parsedInput,
  type SentReply,
} from '../../platform/http/endpoints.ts';
import { type AuditTrail, actingAs } from '../audit/index.ts';
import { backofficeErrors } from './backoffice.errors.ts';
import type { OperatorAuthService, OperatorSession } from './operator-auth.service.ts';

/** The console's session cookie: its own name and path, never sent with the site's requests. */
export const OPERATOR_COOKIE = 'bo_session';
export const OPERATOR_COOKIE_PATH = '/backoffice';

/** The operator a handler is told of: none for the login form, always one for every other endpoint. */
type OperatorOf<E extends AnyOperatorEndpoint> = E['access'] extends 'public' ? undefined : OperatorSession;

export type OperatorCall<E extends AnyOperatorEndpoint> = EndpointParsedInput<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
  session: OperatorOf<E>;
};

export type OperatorHandlers<Table extends Record<string, AnyOperatorEndpoint>> = {
  [Name in keyof Table]: (call: OperatorCall<Table[Name]>) => Promise<EndpointReply<Table[Name]> | SentReply>;
};

export interface OperatorGuard {
  auth: OperatorAuthService;
  audit: AuditTrail;
  db: Db;
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may make this call: the signed-in operator (401 without a live session), carrying the session's CSRF token
 * on any change (403), holding the endpoint's permission (403, written to the audit trail: a refused attempt is
 * itself a significant event).
 */
async function authorize(
  endpoint: AnyOperatorEndpoint,
  request: FastifyRequest,
  guard: OperatorGuard,
): Promise<OperatorSession | undefined> {
  if (endpoint.access === 'public') return undefined;
  const session = await guard.auth.session(request.cookies[OPERATOR_COOKIE]);
  if (!session) throw backofficeErrors.unauthorized();
  if (request.method !== 'GET' && !sameToken(request.headers[CSRF_HEADER], session.csrfToken)) {
    throw backofficeErrors.csrfRefused();
  }
  if (endpoint.access !== 'operator' && !session.operator.permissions.includes(endpoint.access)) {
    await guard.audit.record(
      guard.db,
      { actor: { kind: 'operator', id: session.operator.login }, requestId: request.id },
      {
        playerId: null,
        action: 'operator.forbidden',
        after: { method: request.method, path: endpoint.path, permission: endpoint.access },
      },
    );
    throw backofficeErrors.forbidden();
  }
  return session;
}

/** The session each authorized request was found to have, for its handler. */
const sessions = new WeakMap<FastifyRequest, OperatorSession>();

/**
 * Registers the console's routes from its endpoint tables, the site's pattern (decision 025) with the operator's
 * permission checked before every handler, which runs as that operator: everything it changes is written to the
 * audit trail under the operator's login.
 */
export function serveOperatorEndpoints<Table extends Record<string, AnyOperatorEndpoint>>(
  app: FastifyInstance,
  table: Table,
  handlers: NoInfer<OperatorHandlers<Table>>,
  guard: OperatorGuard,
  routeOptions: NoInfer<Partial<Record<keyof Table, EndpointRouteOptions>>> = {},
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(table) as (keyof Table & string)[]) {
    const endpoint = table[name] as Table[typeof name];
    const handler = handlers[name];
    api.route({
      ...routeOptions[name],
      ...endpointRoute(endpoint),
      // Before the body is read or validated: a caller without the permission learns nothing of the input.
      onRequest: async (request) => {
        const session = await authorize(endpoint, request, guard);
        if (session) sessions.set(request, session);
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        const call = { request, reply, session, ...parsedInput(endpoint, request) } as OperatorCall<
          typeof endpoint
        >;
        if (!session) return handler(call);
        const actor = {
          actor: { kind: 'operator' as const, id: session.operator.login },
          requestId: request.id,
        };
        return actingAs(actor, () => handler(call));
      },
    });
  }
}
