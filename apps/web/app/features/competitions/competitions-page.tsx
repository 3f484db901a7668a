import { useLocation } from 'react-router';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { type CompetitionsView, LIST_PAGES, type ListPage, RESULTS_HASH } from './competitions-path';
import { CompetitionDetail } from './detail/competition-detail';
import type { GamesGridPart } from './games-grid-part';
import { CompetitionsList } from './list/competitions-list';
import { ListTabs } from './list/list-tabs';
import { MyCompetitions } from './player/my-competitions';
import { PromoResults } from './results/promo-results';

/**
 * A list page: its heading, the tabs of the kinds, and the competitions; the promo tournaments' page shows their
 * results instead under `#netgame` (a hash the server never sees: read once the page runs in the browser). The
 * signed-in player's own competitions close the page.
 */
function ListView({ page }: { page: ListPage }) {
  const { t } = useTranslation();
  const { isGuest } = useAppData().appMain.player;
  const hash = useLocation().hash;
  const hydrated = useHydrated();
  const results = hydrated && LIST_PAGES[page].kind === 'promo' && hash === RESULTS_HASH;
  const heading = results ? 'competitions.results' : `competitions.pages.${page}`;
  return (
    <div className="grid gap-6 lg:gap-8" data-testid="competitions-page" data-page={page}>
      <header className="grid gap-1">
        <h1 data-testid="page-h1" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
          {t(`${heading}.title`)}
        </h1>
        <p className="max-w-3xl text-sm text-muted">{t(`${heading}.lead`)}</p>
      </header>
      <ListTabs page={page} results={results} />
      {results ? <PromoResults /> : <CompetitionsList kind={LIST_PAGES[page].kind} product="casino" />}
      {isGuest ? null : <MyCompetitions />}
    </div>
  );
}

/** The competitions' pages: a list of a kind (or of every kind), or one competition's page. */
export function CompetitionsPage({ view, GamesGrid }: { view: CompetitionsView; GamesGrid: GamesGridPart }) {
  return view.kind === 'detail' ? (
    <CompetitionDetail key={view.slug} slug={view.slug} GamesGrid={GamesGrid} />
  ) : (
    <ListView page={view.page} />
  );
}
