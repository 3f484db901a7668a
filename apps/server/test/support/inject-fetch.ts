import type { FastifyInstance, InjectOptions } from 'fastify';

/** Statuses whose responses have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` whose whole network is the app: every request, whatever its host, is answered by `app.inject`, so
 * the casino and the sandbox payment provider talk over HTTP in tests without a listening socket. Redirects
 * come back as they are, never followed. `app` is read at call time: the app is built after its fetch.
 */
export function injectFetch(app: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers.host = url.host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app().inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}
