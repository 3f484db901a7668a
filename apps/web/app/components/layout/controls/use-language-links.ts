import { useMatches } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { findAlternates, type LanguageLink, languageLinks } from '../../../lib/language-links';

/** Links to this page in every language (or to each language's home when the page does not say). */
export function useLanguageLinks(): LanguageLink[] {
  const { languages, i18nLang } = useAppData();
  return languageLinks(languages, i18nLang, findAlternates(useMatches()));
}
