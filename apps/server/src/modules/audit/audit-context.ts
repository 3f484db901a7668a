import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditContext } from './audit-trail.ts';

/**
 * Who is acting, for records written deep inside a change (a player's row, a session): the HTTP request being
 * served — its signed-in player, read when a record needs it — or a named tool run outside any request.
 */
type Scope = { request: FastifyRequest } | { context: AuditContext };

const scopes = new AsyncLocalStorage<Scope>();

/** Every request runs in its own scope, so records written while serving it name it and its player. */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.run({ request }, done);
  });
}

/** Runs an operator's or a job's work under its name (the documents command, a background job). */
export function actingAs<T>(context: AuditContext, work: () => Promise<T>): Promise<T> {
  return scopes.run({ context }, work);
}

/**
 * The actor of the current scope: the request's player (a guest's request is the system acting for nobody), a
 * named tool, or — outside any scope — the process itself.
 */
export async function currentAuditContext(): Promise<AuditContext> {
  const scope = scopes.getStore();
  if (!scope) return { actor: { kind: 'system', id: 'process' } };
  if ('context' in scope) return scope.context;
  const session = await scope.request.currentSession();
  return {
    actor: session
      ? { kind: 'player', id: String(session.playerId) }
      : { kind: 'system', id: 'guest-request' },
    requestId: scope.request.id,
  };
}
