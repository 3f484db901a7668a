import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import { apiFetch } from '../lib/api-client';

/**
 * The game's page sits outside the site's language prefixes, so the document starts in the default language;
 * the launch address names the player's (`?lang=`). Its catalogue is fetched when it is another one, and the
 * default one stays when it cannot be had.
 */
export async function studioMessages(
  requested: string | null,
): Promise<{ lang: Language; messages: unknown } | null> {
  if (!isLanguage(requested) || requested === DEFAULT_LANGUAGE) return null;
  try {
    const response = await apiFetch<unknown>(`/rest/i18n/${requested}/`);
    return response.status === 200 ? { lang: requested, messages: response.body } : null;
  } catch {
    return null;
  }
}
