import { DEFAULT_LANGUAGE, isLanguage } from '@casino/contracts';
import type { MessageCatalogue } from '@casino/i18n';
import { languageCatalogue } from '../lib/document-catalogue';

/**
 * The game's page sits outside the site's language prefixes, so the document starts in the default language;
 * the launch address names the player's (`?lang=`). Its catalogue is loaded when it is another one, and the
 * default one stays when it cannot be had.
 */
export async function studioCatalogue(requested: string | null): Promise<MessageCatalogue | null> {
  if (!isLanguage(requested) || requested === DEFAULT_LANGUAGE) return null;
  const catalogue = languageCatalogue(requested);
  try {
    await catalogue.loadAll(['core', 'studio']);
    return catalogue;
  } catch {
    return null;
  }
}
