import { APP_ENDPOINTS, DEFAULT_LANGUAGE, splitLanguagePrefix } from '@casino/contracts';
import { MESSAGES } from '@casino/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type EndpointHandler, sendSerialised, serveEndpoints } from '../../platform/http/endpoints.ts';
import { endpointSessions, isMobileAgent } from '../accounts/index.ts';
import type { AppInitService } from './app-init.service.ts';
import type { MessageBundles } from './message-bundles.ts';

/** A namespace at its unhashed address, or at a hash that is not (or no longer) its own: kept briefly. */
const SHORT_CACHE = 'public, max-age=300';
/** A namespace at its own hash: the address changes with the content, so it is kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

function sendMessages(reply: FastifyReply, body: string, cacheControl: string) {
  return sendSerialised(reply.header('cache-control', cacheControl), body, JSON_TYPE);
}

/** The start-up data, and the message catalogue whole or by namespace (decision 020), from their table. */
export function appRoutes(app: FastifyInstance, service: AppInitService, bundles: MessageBundles): void {
  const init: EndpointHandler<typeof APP_ENDPOINTS.init> = async ({ query, request, playerId }) =>
    service.init({
      lang: query.lang ?? (query.path ? splitLanguagePrefix(query.path).lang : DEFAULT_LANGUAGE),
      isMobile: isMobileAgent(request.headers['user-agent']),
      playerId,
      ...(query.path ? { pathname: query.path } : {}),
    });
  // One serialisation of a whole language a node's life: it is asked for rarely, and never changes while running.
  const wholeCatalogues = new Map<string, string>();
  serveEndpoints(
    app,
    APP_ENDPOINTS,
    {
      init,
      initAlias: init,
      messages: async ({ params, reply }) => {
        const body = wholeCatalogues.get(params.lang) ?? JSON.stringify(MESSAGES[params.lang]);
        wholeCatalogues.set(params.lang, body);
        return sendMessages(reply, body, SHORT_CACHE);
      },
      // The namespaces pages load (decision 020), at the addresses the start-up data lists (`i18nMessages`).
      namespaceMessages: async ({ params, reply }) =>
        sendMessages(reply, bundles.bundle(params.lang, params.namespace).body, SHORT_CACHE),
      hashedNamespaceMessages: async ({ params, reply }) => {
        const bundle = bundles.bundle(params.lang, params.namespace);
        // A page from before a deploy asks for the old hash: it gets today's messages, not kept for good.
        return sendMessages(reply, bundle.body, params.hash === bundle.hash ? IMMUTABLE : SHORT_CACHE);
      },
    },
    endpointSessions,
  );
}
