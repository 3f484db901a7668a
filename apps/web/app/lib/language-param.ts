import { DEFAULT_LANGUAGE, isLanguage } from '@casino/contracts';
import { data } from 'react-router';

/** Pages sit under an optional `/ru` or `/en` prefix; any other first segment is not a language: 404. */
export function assertLanguageParam(lang: string | undefined): void {
  if (lang !== undefined && (!isLanguage(lang) || lang === DEFAULT_LANGUAGE))
    throw data(null, { status: 404 });
}
