import type { Language } from '@casino/contracts';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance for one language's catalogue. The server makes one per request; the browser makes one
 * at hydration from the same messages the server rendered with, so no catalogue is fetched twice.
 */
export function createI18n(lang: Language, messages: Record<string, unknown>): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
