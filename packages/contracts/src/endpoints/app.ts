import { z } from 'zod';
import { appInitSchema } from '../app-init.ts';
import { LANGUAGES } from '../language.ts';
import { MESSAGE_NAMESPACES } from '../message-namespaces.ts';
import { languageSchema } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const appInitQuerySchema = z.object({
  lang: languageSchema.optional(),
  /** The page the client starts on; its page data is included so start-up needs one call. */
  path: z.string().startsWith('/').max(512).optional(),
});

const messagesLanguageParamsSchema = z.object({
  lang: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
});
export const messageNamespaceParamsSchema = messagesLanguageParamsSchema.extend({
  namespace: z.enum(MESSAGE_NAMESPACES, { error: `must be one of ${MESSAGE_NAMESPACES.join(', ')}` }),
});
const hashedMessageNamespaceParamsSchema = messageNamespaceParamsSchema.extend({
  hash: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hexadecimal digits'),
});

/**
 * Messages by key, grouped by the key's segments (`cash.deposit.title`): a leaf is a message, a branch a group.
 * Described one level deep: OpenAPI's generator cannot write a schema that contains itself.
 */
const messageTreeSchema = z.record(z.string(), z.union([z.string(), z.record(z.string(), z.unknown())]));

const appInit = {
  method: 'GET',
  auth: 'optional',
  summary: "Start-up data: brand, languages, the viewer's player data and the first page's data in one call",
  input: { query: appInitQuerySchema },
  reply: appInitSchema,
} as const;

/**
 * What a page starts with: the start-up data (under the spec's two names) and the message catalogue, whole or by
 * namespace (decision 020). A namespace at its own hash is kept by browsers for good; at any other address briefly.
 */
export const APP_ENDPOINTS = {
  init: endpoint({ ...appInit, path: '/rest/app/init/' }),
  initAlias: endpoint({ ...appInit, path: '/rest/init/' }),
  messages: endpoint({
    method: 'GET',
    path: '/rest/i18n/:lang/',
    auth: 'public',
    summary: "A language's whole message catalogue",
    input: { params: messagesLanguageParamsSchema },
    reply: messageTreeSchema,
  }),
  namespaceMessages: endpoint({
    method: 'GET',
    path: '/rest/i18n/:lang/:namespace/',
    auth: 'public',
    summary: "One namespace of a language's messages, kept briefly",
    input: { params: messageNamespaceParamsSchema },
    reply: messageTreeSchema,
  }),
  hashedNamespaceMessages: endpoint({
    method: 'GET',
    path: '/rest/i18n/:lang/:namespace/:hash/',
    auth: 'public',
    summary: "One namespace of a language's messages at its content hash, kept for good",
    input: { params: hashedMessageNamespaceParamsSchema },
    reply: messageTreeSchema,
  }),
};
