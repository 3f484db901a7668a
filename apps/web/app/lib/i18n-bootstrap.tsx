import { isLanguage, type Language } from '@casino/contracts';
import { isNamespace, type Namespace } from '@casino/i18n';
import { useMatches } from 'react-router';
import { useI18nContext } from './i18n';
import { scriptJson } from './script-json';

export const I18N_BOOTSTRAP_ID = 'i18n-bootstrap';

/** What the server tells the browser about the document's messages before it hydrates (decision 020). */
export interface I18nBootstrap {
  lang: Language;
  /** Where each namespace is, by content hash (the start-up data's `i18nMessages`). */
  addresses: Partial<Record<Namespace, string>>;
  /** The namespaces the server's render read: the browser loads them before it hydrates. */
  preload: Namespace[];
}

/**
 * Route modules name the namespaces their `meta` reads (a page title), since `meta` renders in the head, outside
 * what the render records: `export const handle: I18nHandle = { i18n: ['cash'] }`.
 */
export interface I18nHandle {
  i18n?: readonly Namespace[];
}

function handleNamespaces(matches: ReturnType<typeof useMatches>): Namespace[] {
  return matches.flatMap((match) => (match.handle as I18nHandle | undefined)?.i18n ?? []);
}

/** The bootstrap from the document's data block, or null when it is missing or not one. */
export function parseI18nBootstrap(text: string): I18nBootstrap | null {
  try {
    const value = JSON.parse(text) as Partial<I18nBootstrap>;
    if (!isLanguage(value.lang) || typeof value.addresses !== 'object' || !Array.isArray(value.preload)) {
      return null;
    }
    return {
      lang: value.lang,
      addresses: value.addresses ?? {},
      preload: value.preload.filter(
        (name): name is Namespace => typeof name === 'string' && isNamespace(name),
      ),
    };
  } catch {
    return null;
  }
}

/**
 * The document's i18n data block, rendered after the page so the server knows every namespace the page read.
 * The browser renders the text it started from, so hydration finds it unchanged.
 */
export function I18nBootstrapScript({
  addresses,
  nonce,
}: {
  addresses: Partial<Record<Namespace, string>> | undefined;
  /** The response's CSP nonce, which every script element of the page carries. */
  nonce: string | undefined;
}) {
  const { catalogue, used, bootstrapText } = useI18nContext();
  const matches = useMatches();
  const text = used
    ? scriptJson({
        lang: catalogue.lang,
        addresses: addresses ?? {},
        preload: [...new Set([...used, ...handleNamespaces(matches)])],
      })
    : bootstrapText;
  return (
    <script
      type="application/json"
      id={I18N_BOOTSTRAP_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, `<` escaped; never executed.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
