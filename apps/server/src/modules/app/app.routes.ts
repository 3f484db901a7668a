import { DEFAULT_LANGUAGE, LANGUAGES, languageSchema, splitLanguagePrefix } from '@casino/contracts';
import { MESSAGES, NAMESPACES } from '@casino/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMobileAgent } from '../accounts/index.ts';
import type { AppInitService } from './app-init.service.ts';
import type { MessageBundles } from './message-bundles.ts';

const langParam = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });
const namespaceParams = z.object({
  lang: langParam,
  namespace: z.enum(NAMESPACES, { error: `must be one of ${NAMESPACES.join(', ')}` }),
});
const hashedNamespaceParams = namespaceParams.extend({
  hash: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hexadecimal digits'),
});
/** A namespace at its unhashed address, or at a hash that is not (or no longer) its own: kept briefly. */
const SHORT_CACHE = 'public, max-age=300';
/** A namespace at its own hash: the address changes with the content, so it is kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendMessages(reply: FastifyReply, body: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(body);
}

const initQuery = z.object({
  lang: languageSchema.optional(),
  /** The page the client starts on; its page data is included so start-up needs one call. */
  path: z.string().startsWith('/').max(512).optional(),
});

export function appRoutes(app: FastifyInstance, service: AppInitService, bundles: MessageBundles): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const init = async (request: FastifyRequest & { query: z.infer<typeof initQuery> }) => {
    const lang =
      request.query.lang ??
      (request.query.path ? splitLanguagePrefix(request.query.path).lang : DEFAULT_LANGUAGE);
    const isMobile = isMobileAgent(request.headers['user-agent']);
    const playerId = (await request.currentSession())?.playerId;
    return service.init({
      lang,
      isMobile,
      playerId,
      ...(request.query.path ? { pathname: request.query.path } : {}),
    });
  };
  api.get('/rest/app/init/', { schema: { querystring: initQuery } }, init);
  api.get('/rest/init/', { schema: { querystring: initQuery } }, init);

  api.get(
    '/rest/i18n/:lang/',
    { schema: { params: z.object({ lang: langParam }) } },
    async (request, reply) => reply.header('cache-control', SHORT_CACHE).send(MESSAGES[request.params.lang]),
  );

  // One namespace of the catalogue (decision 020): pages load the ones they use, at the addresses the start-up
  // data lists (`i18nMessages`).
  api.get('/rest/i18n/:lang/:namespace/', { schema: { params: namespaceParams } }, async (request, reply) => {
    const { lang, namespace } = request.params;
    return sendMessages(reply, bundles.bundle(lang, namespace).body, SHORT_CACHE);
  });
  api.get(
    '/rest/i18n/:lang/:namespace/:hash/',
    { schema: { params: hashedNamespaceParams } },
    async (request, reply) => {
      const { lang, namespace, hash } = request.params;
      const bundle = bundles.bundle(lang, namespace);
      // A page from before a deploy asks for the old hash: it gets today's messages, not kept for good.
      return sendMessages(reply, bundle.body, hash === bundle.hash ? IMMUTABLE : SHORT_CACHE);
    },
  );
}
