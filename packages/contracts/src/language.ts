/** Ukrainian is the default language and has no URL prefix; the others are served under `/ru` and `/en`. */
export const LANGUAGES = ['uk', 'ru', 'en'] as const;
export const DEFAULT_LANGUAGE = 'uk' satisfies Language;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The URL prefix of a language: '' for the default one, '/ru' or '/en' otherwise. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** Splits `/en/faq/` into `{ lang: 'en', path: '/faq/' }`; a path without a known prefix is in the default language. */
export function splitLanguagePrefix(pathname: string): { lang: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const candidate = match?.[1];
  if (candidate && candidate !== DEFAULT_LANGUAGE && isLanguage(candidate)) {
    return { lang: candidate, path: match?.[2] ?? '/' };
  }
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** Builds the path of `path` (language-neutral, starting with '/') in `lang`. */
export function localizePath(path: string, lang: Language): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
