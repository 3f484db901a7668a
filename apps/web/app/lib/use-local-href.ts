import { localizePath } from '@casino/contracts';
import { useLanguage } from './app-data';

/** Payload links are language-neutral site paths; this adds the visitor's language prefix. */
export function useLocalHref(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localizePath(path, lang);
}
