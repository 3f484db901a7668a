import type { Language } from '@casino/contracts';
import type { MessageCatalogue, Translate } from '@casino/i18n';
import { catalogueTranslator } from './i18n';

let catalogueOf: ((lang: Language) => MessageCatalogue | null) | null = null;

/**
 * Where route `meta` functions find messages: the server's whole catalogues, or the browser's document catalogue.
 * Each entry installs it once, before rendering.
 */
export function provideMetaCatalogues(source: (lang: Language) => MessageCatalogue | null): void {
  catalogueOf = source;
}

/**
 * A translator for a route's `meta`, which React Router calls while the head renders: a namespace that has not
 * arrived suspends it like a component. The route names that namespace in its `handle` (I18nHandle) so the
 * browser has it before it hydrates.
 */
export function metaTranslator(lang: Language): Translate {
  const catalogue = catalogueOf?.(lang);
  if (!catalogue) return (key) => key;
  return catalogueTranslator({ catalogue, used: null }, () => true);
}
