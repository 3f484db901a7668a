import { type AppInit, LANGUAGES, localizePath } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '../../lib/meta-translator';
import { pageMeta } from '../../lib/page-meta';
import { type CompetitionsView, SPORTS_LEADERBOARD_PATH, viewPath } from './competitions-path';

type Matches = Parameters<typeof pageMeta>[0]['matches'];

/** A language-neutral address in every language, for the language switch and the hreflang links. */
function alternatesOf(path: string) {
  return LANGUAGES.map((lang) => ({ lang, path: localizePath(path, lang) }));
}

/** A view's address in every language. */
export function competitionsAlternates(view: CompetitionsView) {
  return alternatesOf(viewPath(view));
}

/** The sportsbook's leaderboard's address in every language. */
export function sportsLeaderboardAlternates() {
  return alternatesOf(SPORTS_LEADERBOARD_PATH);
}

/** The page's words in the document's language, and its language-neutral address. */
interface MetaWords {
  seoTitle: string;
  seoDescription: string;
  h1: string;
  path: string;
}

/** The title and description from the catalogue of messages, with the canonical link and a hreflang per language. */
function catalogueMeta(
  matches: Matches,
  words: (t: Translate, brand: string) => MetaWords,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { init?: AppInit } | undefined;
  const init = root?.init;
  if (!init) return [];
  const { seoTitle, seoDescription, h1, path } = words(
    metaTranslator(init.i18nLang),
    init.appMain.project.brand.name,
  );
  return pageMeta({
    matches,
    loaderData: {
      seo: {
        seoTitle,
        seoDescription,
        h1,
        canonicalPath: localizePath(path, init.i18nLang),
        alternates: alternatesOf(path),
      },
    },
  });
}

/**
 * The competitions' pages load in the browser: their title and description come from the catalogue of messages,
 * a list's by its kind, a competition's page generic (its own title arrives with it).
 */
export function competitionsMeta(matches: Matches, view: CompetitionsView | undefined): MetaDescriptor[] {
  if (!view) return [];
  return catalogueMeta(matches, (t, brand) => {
    const page = `competitions.pages.${view.page}`;
    return {
      seoTitle: t(view.kind === 'detail' ? 'competitions.seo.detailTitle' : `${page}.seoTitle`, { brand }),
      seoDescription: t(`${page}.seoDescription`, { brand }),
      h1: t(`${page}.title`),
      path: viewPath(view),
    };
  });
}

/** The sportsbook's leaderboard: its running competition arrives in the browser, so its words are the page's own. */
export function sportsLeaderboardMeta(matches: Matches): MetaDescriptor[] {
  return catalogueMeta(matches, (t, brand) => ({
    seoTitle: t('competitions.sports.seoTitle', { brand }),
    seoDescription: t('competitions.sports.seoDescription', { brand }),
    h1: t('competitions.sports.title'),
    path: SPORTS_LEADERBOARD_PATH,
  }));
}
