import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import { MessageCatalogue, type Namespace } from '@casino/i18n';
import { apiFetch } from './api-client';
import { I18N_BOOTSTRAP_ID, parseI18nBootstrap } from './i18n-bootstrap';

/** One namespace's messages from its address. */
export async function fetchNamespace(address: string): Promise<Record<string, unknown>> {
  const response = await apiFetch<Record<string, unknown>>(address);
  if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
  return response.body as Record<string, unknown>;
}

/** A namespace's address that is not hashed: for a language the document's data block does not describe. */
export function namespaceAddress(lang: Language, namespace: Namespace): string {
  return `/rest/i18n/${lang}/${namespace}/`;
}

/** A catalogue of another language than the document's, fetching from the unhashed addresses. */
export function languageCatalogue(lang: Language): MessageCatalogue {
  return new MessageCatalogue(lang, (namespace) => fetchNamespace(namespaceAddress(lang, namespace)));
}

export interface DocumentCatalogue {
  catalogue: MessageCatalogue;
  /** The data block's text as the document brought it, rendered again unchanged. */
  bootstrapText: string;
}

/**
 * The browser's catalogue of the document's language (decision 020), from the data block the server wrote: the
 * namespaces the server's render read are loaded before the page hydrates, the others when first read. A
 * document without the block (it failed before rendering it) starts from its `lang` and the core messages.
 */
export async function startDocumentCatalogue(): Promise<DocumentCatalogue> {
  const bootstrapText = document.getElementById(I18N_BOOTSTRAP_ID)?.textContent ?? '';
  const documentLang = document.documentElement.lang;
  const bootstrap = parseI18nBootstrap(bootstrapText) ?? {
    lang: isLanguage(documentLang) ? documentLang : DEFAULT_LANGUAGE,
    addresses: {},
    preload: ['core' as const],
  };
  const catalogue = new MessageCatalogue(bootstrap.lang, (namespace) =>
    fetchNamespace(bootstrap.addresses[namespace] ?? namespaceAddress(bootstrap.lang, namespace)),
  );
  // A namespace that cannot be had shows its keys rather than keep the page from working.
  await catalogue.loadAll(bootstrap.preload).catch((error: unknown) => {
    console.warn('messages did not load', error);
  });
  return { catalogue, bootstrapText };
}
