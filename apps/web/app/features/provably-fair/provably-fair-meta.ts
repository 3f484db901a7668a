import { type AppInit, LANGUAGES, localizePath } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/meta-translator';
import { pageMeta } from '../../lib/page-meta';

const PATH = '/provably-fair/';

type Matches = Parameters<typeof pageMeta>[0]['matches'];

/**
 * The verify page has no CMS data: its title and description come from the catalogue, with the canonical link
 * and a hreflang alternate per language like every public page.
 */
export function provablyFairMeta(matches: Matches): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init) return [];
  const t = metaTranslator(init.i18nLang);
  const brand = init.appMain.project.brand.name;
  return pageMeta({
    matches,
    loaderData: {
      seo: {
        seoTitle: t('studio.verify.seoTitle', { brand }),
        seoDescription: t('studio.verify.seoDescription', { brand }),
        h1: t('studio.verify.title'),
        canonicalPath: localizePath(PATH, init.i18nLang),
        alternates: LANGUAGES.map((lang) => ({ lang, path: localizePath(PATH, lang) })),
      },
    },
  });
}
