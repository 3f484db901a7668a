import { type AppInit, LANGUAGES, localizePath } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/meta-translator';
import { pageMeta } from '../../lib/page-meta';
import { type SportsbookView, viewPath } from './sportsbook-path';

type Matches = Parameters<typeof pageMeta>[0]['matches'];

/** The sportsbook's address in every language, for the language switch and the hreflang links. */
export function sportsbookAlternates(view: SportsbookView) {
  return LANGUAGES.map((lang) => ({ lang, path: localizePath(viewPath(view), lang) }));
}

/**
 * The sportsbook has no CMS data: its title and description come from the catalogue of messages, with the
 * canonical link and a hreflang alternate per language. A match's page (its markets change by the minute and end
 * with the match) is not indexed.
 */
export function sportsbookMeta(matches: Matches, view: SportsbookView | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init || !view) return [];
  const t = metaTranslator(init.i18nLang);
  const brand = init.appMain.project.brand.name;
  const sport = view.kind === 'overview' && view.sport ? t(`sportsbook.sports.${view.sport}`) : null;
  const title =
    view.kind === 'event'
      ? t('sportsbook.seo.eventTitle', { brand })
      : view.kind === 'express'
        ? t('sportsbook.seo.expressTitle', { brand })
        : sport
          ? t('sportsbook.seo.sportTitle', { sport, brand })
          : t('sportsbook.seo.title', { brand });
  return pageMeta({
    matches,
    loaderData: {
      seo: {
        seoTitle: title,
        seoDescription: t('sportsbook.seo.description', { brand }),
        h1: sport ?? t(view.kind === 'express' ? 'sportsbook.express.title' : 'sportsbook.title'),
        canonicalPath: localizePath(viewPath(view), init.i18nLang),
        alternates: sportsbookAlternates(view),
        noindex: view.kind === 'event',
      },
    },
  });
}
