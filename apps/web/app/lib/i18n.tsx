import type { Language } from '@casino/contracts';
import { createTranslator, type Translate } from '@casino/i18n';
import { createContext, useContext, useMemo } from 'react';

interface I18n {
  lang: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * Provides the document's language and translator, built from the catalogue that came with the start-up data,
 * so the server and the browser render the same strings and nothing is fetched twice.
 */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Language;
  messages: unknown;
  children: React.ReactNode;
}) {
  const value = useMemo(() => {
    const warn = import.meta.env.DEV ? (key: string) => console.warn(`Missing message: ${key}`) : undefined;
    return { lang, t: createTranslator(lang, messages, warn) };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `const { t } = useTranslation()`: the translator of the document's language. */
export function useTranslation(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation outside I18nProvider');
  return value;
}
