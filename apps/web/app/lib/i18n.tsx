import type { Language } from '@casino/contracts';
import {
  createTranslator,
  type MessageCatalogue,
  type Namespace,
  namespaceOf,
  type Translate,
} from '@casino/i18n';
import { createContext, use, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

interface I18nContextValue {
  catalogue: MessageCatalogue;
  /** On the server: the namespaces this document's render read, for the browser to load before hydrating. */
  used: Set<Namespace> | null;
  /** In the browser: the document's i18n data block as it came, rendered again unchanged. */
  bootstrapText: string;
}

interface I18n {
  lang: Language;
  t: Translate;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * Provides a language's catalogue (decision 020): on the server the whole of it, recording what the render reads;
 * in the browser the namespaces that have arrived, the others loaded when first read.
 */
export function I18nProvider({
  catalogue,
  used = null,
  bootstrapText = '',
  children,
}: {
  catalogue: MessageCatalogue;
  used?: Set<Namespace> | null;
  bootstrapText?: string;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ catalogue, used, bootstrapText }), [catalogue, used, bootstrapText]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18nContext(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation outside I18nProvider');
  return value;
}

/**
 * A translator over a catalogue. A key of a namespace that has not arrived suspends the render that reads it
 * (`rendering()` true) until it has, so no screen shows a bare key; read outside a render (an event handler) it
 * starts the fetch and returns the key.
 */
export function catalogueTranslator(
  { catalogue, used }: Pick<I18nContextValue, 'catalogue' | 'used'>,
  rendering: () => boolean,
): Translate {
  const warn = import.meta.env.DEV ? (key: string) => console.warn(`Missing message: ${key}`) : undefined;
  const translate = createTranslator(catalogue.lang, catalogue.messages, warn);
  return (key, values) => {
    const namespace = namespaceOf(key);
    used?.add(namespace);
    const arriving = catalogue.awaited(namespace);
    if (arriving && rendering()) use(arriving);
    return translate(key, values);
  };
}

/**
 * For messages shown outside a render (a toast from a call's answer): loads a namespace, resolving once it is here
 * or its fetch failed (then the key shows, as a render's would), so a callback can wait for it before showing one.
 */
export function useLoadMessages(): (namespace: Namespace) => Promise<void> {
  const { catalogue } = useI18nContext();
  return useCallback((namespace: Namespace) => catalogue.load(namespace).catch(() => undefined), [catalogue]);
}

/** `const { t } = useTranslation()`: the translator of the document's language. */
export function useTranslation(): I18n {
  const context = useI18nContext();
  // True from a render until it commits: `t` may suspend only while React renders.
  const rendering = useRef(true);
  rendering.current = true;
  useEffect(() => {
    rendering.current = false;
  });
  return useMemo(
    () => ({ lang: context.catalogue.lang, t: catalogueTranslator(context, () => rendering.current) }),
    [context],
  );
}
