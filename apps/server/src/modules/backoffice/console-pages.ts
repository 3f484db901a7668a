import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../platform/http/error-handler.ts';

/** Where `npm run build` puts the console (apps/backoffice/build). */
export const CONSOLE_BUILD_DIR = fileURLToPath(new URL('../../../../backoffice/build', import.meta.url));

/** The console's own prefix for its API: never answered here, whatever this file's wildcard matches. */
const API_PREFIX = '/backoffice/api';
const ASSETS_PREFIX = '/backoffice/assets/';

/**
 * The console's page policy: a client-only app built with no inline script or style, so nothing but its own
 * files runs or styles it; no framing, no `<base>`, forms only to this origin. Document previews are images
 * (blob/data allowed) and same-origin frames.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = 'The back office is not built: run npm run build';

function pathnameOf(request: FastifyRequest): string {
  const url = request.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** The file an asset path names, or undefined for a name that is malformed or leaves the assets folder. */
export function assetFile(assetsDir: string, escapedName: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(escapedName);
  } catch {
    return undefined;
  }
  if (name === '' || name.includes('\0') || name.includes('\\')) return undefined;
  const file = path.resolve(assetsDir, name);
  return file.startsWith(`${assetsDir}${path.sep}`) ? file : undefined;
}

/**
 * Serves the operators' console (apps/backoffice, a client-only app) under `/backoffice/`: its hashed assets,
 * cached for a year, and `index.html` for every other page path, which the console's router then reads. Paths
 * under `/backoffice/api/` are the API's and fall through to the not-found handler when no API route takes them
 * (the API's routes are more specific, so Fastify's router prefers them to this wildcard).
 */
export function registerConsolePages(app: FastifyInstance, buildDir: string): void {
  const root = path.resolve(buildDir);
  const assetsDir = path.join(root, 'assets');
  const indexFile = path.join(root, 'index.html');

  const sendAsset = async (reply: FastifyReply, escapedName: string) => {
    const file = assetFile(assetsDir, escapedName);
    const found = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !found?.isFile()) {
      return reply.status(404).send(errorBody('not_found', 'No such file of the back office'));
    }
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    return reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await readFile(file));
  };

  const sendIndex = async (reply: FastifyReply) => {
    let html: Buffer;
    try {
      html = await readFile(indexFile);
    } catch {
      return reply
        .status(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(html);
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request);
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    if (pathname.startsWith(ASSETS_PREFIX)) return sendAsset(reply, pathname.slice(ASSETS_PREFIX.length));
    return sendIndex(reply);
  };

  // GET routes answer HEAD too (Fastify's exposeHeadRoutes).
  app.get('/backoffice', async (request, reply) => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    return reply.redirect(`/backoffice/${queryAt === -1 ? '' : url.slice(queryAt)}`, 301);
  });
  app.get('/backoffice/', page);
  app.get('/backoffice/*', page);
}
