import type { PlatformApi } from '@casino/contracts';
import { THEME_COOKIE } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { Clock } from '../../platform/clock.ts';
import { GUEST_PAGE_CACHE_MS, GUEST_PAGE_TOPICS } from '../content/index.ts';
import { contentSecurityPolicy, newNonce, ownWebSocketSources } from './content-security-policy.ts';
import { type RenderedPage, RenderedPageCache } from './rendered-page-cache.ts';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';
import type { WebBuild } from './web-build.ts';
import { toWebRequest } from './web-request.ts';

const THEMES = ['dark-theme', 'light-theme', 'system-theme'] as const;

/** The per-request services a page render may call (see PlatformApi). */
export type PlatformFactory = (request: FastifyRequest) => Pick<PlatformApi, 'appInit' | 'pageData'>;

/** A resource route's answer as sent: its bytes and headers. */
interface RenderedResource {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Whether a rendered response is an HTML page (the others are resource routes' answers, such as images). */
function isHtml(headers: readonly [string, string][]): boolean {
  return headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
}

/** Serves the built client files and renders every other GET with React Router on the server. */
export async function ssrRoutes(
  app: FastifyInstance,
  web: WebBuild,
  platform: PlatformFactory,
  clock: Clock,
): Promise<void> {
  // The build's files are known at start (wildcard: false registers one route per file), so every other path
  // falls through to the renderer. Hashed asset names never change content and may be cached for a year.
  await app.register(fastifyStatic, {
    root: web.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(`${web.clientDir}/assets/`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });

  const handle = createRequestHandler(
    web.build,
    process.env.NODE_ENV === 'production' ? 'production' : 'development',
  );
  const publicHost = new URL(app.platform.config.publicUrl).host;
  const cache = new RenderedPageCache({ ttlMs: GUEST_PAGE_CACHE_MS, maxEntries: 1000, clock });
  app.caches.register(GUEST_PAGE_TOPICS, () => cache.clear());

  /**
   * Renders the page completely, with the cache's nonce placeholder in place of the nonce. A resource route's answer
   * (an artwork image) comes back as its bytes: it is no page, is never stored here and caches by its own headers.
   */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<RenderedPage | RenderedResource> => {
    const theme = THEMES.find((value) => value === request.cookies[THEME_COOKIE]) ?? 'dark-theme';
    const context = new RouterContextProvider();
    context.set(web.platformContext, {
      ...platform(request),
      requestId: request.id,
      nonce: cache.placeholder,
      theme,
    });
    const response = await handle(toWebRequest(request, reply), context);
    const headers: [string, string][] = [...response.headers].filter(([name]) => name !== 'set-cookie');
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    if (!isHtml(headers)) {
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
    }
    const html = await response.text();
    return { status: response.status, headers, html: loadScriptsAfterFirstPaint(html, cache.placeholder) };
  };

  app.get('/*', async (request, reply) => {
    let rendered: RenderedPage | RenderedResource | undefined;
    if (cache.isGuestRequest(request)) {
      const key = cache.key(request.url, request.cookies);
      rendered = cache.get(key);
      reply.header('x-render-cache', rendered ? 'hit' : 'miss');
      if (!rendered) {
        const mark = cache.mark();
        rendered = await render(request, reply);
        if ('html' in rendered) cache.store(key, rendered, mark);
      }
    } else {
      reply.header('x-render-cache', 'bypass').header('cache-control', 'private, no-store');
      rendered = await render(request, reply);
    }
    reply.status(rendered.status);
    for (const [name, value] of rendered.headers) reply.header(name, value);
    if ('body' in rendered) return reply.send(rendered.body);
    const nonce = newNonce();
    return reply
      .header(
        'content-security-policy',
        contentSecurityPolicy(nonce, ownWebSocketSources([request.host, publicHost])),
      )
      .send(cache.withNonce(rendered, nonce));
  });
}
