import { randomUUID } from 'node:crypto';
import { AJAX_HEADER, AJAX_HEADER_VALUE, REFERER_HEADER } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from './error-handler.ts';
import { assertStorableText } from './storable-text.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page the player came from (`x-referer`), sent by the web client with page loads. */
    pageReferer: string | undefined;
  }
}

/** Paths outside `/rest` that the spec names as AJAX calls (login, restore, registration). */
const AJAX_PATHS = ['/rest/', '/login/', '/remind/', '/a/register/'];
/** Server-to-server paths under `/rest` that no browser calls: payment providers' notifications, signed instead. */
const SERVER_TO_SERVER_PATHS = ['/rest/cash/webhooks/'];

export function isAjaxPath(url: string): boolean {
  return (
    AJAX_PATHS.some((prefix) => url.startsWith(prefix)) &&
    !SERVER_TO_SERVER_PATHS.some((prefix) => url.startsWith(prefix))
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** PostgreSQL text cannot hold NUL, and no real URL carries one: refused before it reaches a query. */
function hasNul(url: string): boolean {
  return url.includes('%00') || url.includes('\u0000');
}

/** A request id taken from the proxy when it looks like one, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The HTTP conventions of spec section 8 in one place: the AJAX marker on every API call (a header a cross-site
 * form cannot send), the page referer, request ids echoed back, text no database column can hold refused, JSON
 * answers kept out of caches, and JSON 404s for unknown API paths.
 */
export function registerHttpConventions(app: FastifyInstance): void {
  app.decorateRequest('pageReferer', undefined);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const referer = request.headers[REFERER_HEADER];
    request.pageReferer = typeof referer === 'string' ? referer.slice(0, 2048) : undefined;
    if (hasNul(request.url)) {
      return sendError(reply, errorBody('bad_url', 'The URL is malformed'));
    }
    if (isAjaxPath(request.url) && request.headers[AJAX_HEADER] !== AJAX_HEADER_VALUE) {
      return sendError(
        reply,
        errorBody(
          'ajax_header_required',
          `API calls must carry the ${AJAX_HEADER}: ${AJAX_HEADER_VALUE} header`,
        ),
      );
    }
  });

  // Before any route's own validation: a string no column can hold is refused here once, for every route.
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.query);
    assertStorableText(request.body);
  });

  // API answers are the caller's own (a balance, a profile, a session's token): no browser or proxy keeps one
  // unless its route says it may, as the content and translation routes do.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      !reply.hasHeader('cache-control') &&
      typeof type === 'string' &&
      type.startsWith('application/json')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.all('/rest/*', async (request, reply) =>
    reply
      .status(404)
      .send(errorBody('not_found', `No API endpoint ${request.method} ${request.url.split('?')[0]}`)),
  );
  // Paths no route serves (every path but GET ones when the web app is served) answer in the same shape.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send(errorBody('not_found', 'Not found')),
  );
}
