import { type AppInit, LANGUAGES, localizePath } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/meta-translator';
import { pageMeta } from '../../lib/page-meta';
import { type CompetitionsView, viewPath } from './competitions-path';

type Matches = Parameters<typeof pageMeta>[0]['matches'];

/** A view's address in every language, for the language switch and the hreflang links. */
export function competitionsAlternates(view: CompetitionsView) {
  return LANGUAGES.map((lang) => ({ lang, path: localizePath(viewPath(view), lang) }));
}

/**
 * The competitions' pages load in the browser: their title and description come from the catalogue of messages,
 * a list's by its kind, a competition's page generic (its own title arrives with it), with the canonical link and
 * a hreflang alternate per language.
 */
export function competitionsMeta(matches: Matches, view: CompetitionsView | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init || !view) return [];
  const t = metaTranslator(init.i18nLang);
  const brand = init.appMain.project.brand.name;
  const page = `competitions.pages.${view.page}`;
  return pageMeta({
    matches,
    loaderData: {
      seo: {
        seoTitle: t(view.kind === 'detail' ? 'competitions.seo.detailTitle' : `${page}.seoTitle`, { brand }),
        seoDescription: t(`${page}.seoDescription`, { brand }),
        h1: t(`${page}.title`),
        canonicalPath: localizePath(viewPath(view), init.i18nLang),
        alternates: competitionsAlternates(view),
      },
    },
  });
}
