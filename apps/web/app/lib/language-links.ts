import { type Language, type LanguageOption, localizePath, type Seo } from '@casino/contracts';

/** The short label of each language in switches: the country-style code players recognise (UA, not uk). */
export const LANGUAGE_BADGES: Record<Language, string> = { uk: 'UA', ru: 'RU', en: 'EN' };

export interface LanguageLink {
  lang: Language;
  name: string;
  badge: string;
  href: string;
  current: boolean;
}

type Alternates = Seo['alternates'];

function hasAlternates(data: unknown): data is { seo: { alternates: Alternates } } {
  if (typeof data !== 'object' || data === null || !('seo' in data)) return false;
  const seo = (data as { seo: unknown }).seo;
  return (
    typeof seo === 'object' && seo !== null && Array.isArray((seo as { alternates?: unknown }).alternates)
  );
}

/** The deepest matched route's page alternates (`seo.alternates` of its page data), if it has any. */
export function findAlternates(matches: readonly { loaderData: unknown }[]): Alternates | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const data = matches[index]?.loaderData;
    if (hasAlternates(data)) return data.seo.alternates;
  }
  return undefined;
}

/**
 * Where each language's link leads: the same page in that language when the page names it, else that
 * language's home page.
 */
export function languageLinks(
  languages: readonly LanguageOption[],
  current: Language,
  alternates: Alternates | undefined,
): LanguageLink[] {
  return languages.map(({ code, name }) => ({
    lang: code,
    name,
    badge: LANGUAGE_BADGES[code],
    href: alternates?.find((alternate) => alternate.lang === code)?.path ?? localizePath('/', code),
    current: code === current,
  }));
}
