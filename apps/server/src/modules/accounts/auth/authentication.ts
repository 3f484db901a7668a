import { AUTH_TOKEN_HEADER, SESSION_COOKIE } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorBody, sendError } from '../../../platform/http/error-handler.ts';
import { type ActiveSession, SESSION_IDLE_MS, type SessionsService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, looked up once on first use; null for guests. */
    currentSession(): Promise<ActiveSession | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token of a request: the web cookie, or the mobile app's header. */
export function sessionTokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers[AUTH_TOKEN_HEADER];
  if (typeof header === 'string' && header) return { token: header, viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/**
 * Sessions on every request, resolved lazily. Cookie-authenticated mutations must come from the site's own origin:
 * together with the AJAX header (decision 004) this stops cross-site requests riding on the player's cookie.
 */
export function registerAuthentication(
  app: FastifyInstance,
  sessions: SessionsService,
  publicOrigin: string,
): void {
  const resolved = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      const credentials = sessionTokenOf(this);
      pending = credentials
        ? sessions.resolve(credentials.token).then((session) => session ?? null)
        : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!sessionTokenOf(request)?.viaCookie) return;
    const origin = request.headers.origin ?? request.headers.referer;
    if (typeof origin !== 'string' || !sameOrigin(origin, publicOrigin, request)) {
      return sendError(reply, errorBody('cross_site_request', 'The request did not come from this site'));
    }
  });
}

function sameOrigin(value: string, publicOrigin: string, request: FastifyRequest): boolean {
  try {
    const origin = new URL(value).origin;
    return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  } catch {
    return false;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The signed-in player's id, or 401 `unauthorized` for guests: the first line of every player-only route. */
export async function signedInPlayerId(request: FastifyRequest): Promise<number> {
  const session = await request.currentSession();
  if (!session) throw new AppError('unauthorized', 'Sign in to continue');
  return session.playerId;
}

/** The signed-in player's id, or undefined for a guest. */
export async function currentPlayerId(request: FastifyRequest): Promise<number | undefined> {
  return (await request.currentSession())?.playerId;
}

/** How the routes of the endpoint tables learn who is signed in (`serveEndpoints`). */
export const endpointSessions = { signedInPlayerId, currentPlayerId };
