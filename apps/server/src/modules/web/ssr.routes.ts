import { Readable } from 'node:stream';
import type { PlatformApi } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { contentSecurityPolicy, newNonce } from './content-security-policy.ts';
import type { WebBuild } from './web-build.ts';

export const THEME_COOKIE = 'theme';
const THEMES = ['dark-theme', 'light-theme', 'system-theme'] as const;

/** Serves the built client assets and renders every other GET with React Router on the server. */
export async function ssrRoutes(
  app: FastifyInstance,
  web: WebBuild,
  platform: (request: FastifyRequest, nonce: string) => Omit<PlatformApi, 'nonce' | 'theme' | 'requestId'>,
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

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const theme = THEMES.find((value) => value === request.cookies[THEME_COOKIE]) ?? 'dark-theme';
    const context = new RouterContextProvider();
    context.set(web.platformContext, { ...platform(request, nonce), requestId: request.id, nonce, theme });
    const response = await handle(toWebRequest(request, reply), context);
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy(nonce));
    }
    if (!response.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  };
  app.get('/*', render);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
