import type { AppInit } from '@casino/contracts';
import { createTranslator } from '@casino/i18n';
import type { MetaDescriptor } from 'react-router';

/** The page title in the document's language and brand; a private page is never indexed. */
export function profileMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init) return [{ name: 'robots', content: 'noindex' }];
  const t = createTranslator(init.i18nLang, init.i18nMessages);
  return [
    { title: `${t('profile.title')} | ${init.appMain.project.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}
