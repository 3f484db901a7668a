import type { PageData } from '@casino/contracts';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Search from 'lucide-react/icons/search';
import { Fragment, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { SeoText } from '../../../components/layout/seo-text';
import { Chip, ChipRow } from '../../../components/ui/chip';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { useLocalHref } from '../../../lib/use-local-href';
import { GamesSlider } from '../slider/games-slider';
import { FilteredGames } from './filtered-games';
import {
  isWholeLobby,
  type LobbyFilter,
  lobbyFilterSearch,
  readLobbyFilter,
  rowCategory,
  sameCategory,
} from './lobby-filter';
import { PlayerRows } from './player-rows';
import { ProviderFilter } from './provider-filter';
import { RtpPanel } from './rtp-panel';
import { TagFilter } from './tag-filter';

/** The search and its code load when the player first opens it. */
const SearchOverlay = lazy(() => import('../search/search-overlay'));

/** The RTP panel follows this many rows, so the first rows of games stay at the top. */
const RTP_PANEL_AFTER_ROW = 2;

/**
 * `/games/`: the casino lobby. Rows of games by category, each a slider with "see all"; category chips, a provider
 * filter and tag chips narrow it to a grid (kept in the address, so a filtered lobby can be shared and Back undoes
 * a filter); the search overlay finds games by name as the player types.
 */
export function LobbyPage({ data }: { data: PageData<'games'> }) {
  const { t } = useTranslation();
  const { player } = useAppData().appMain;
  const localHref = useLocalHref();
  const location = useLocation();
  const navigate = useNavigate();
  const { intro, rows, tagGroups, providers } = data.payload.data;
  const filter = useMemo(() => readLobbyFilter(location.search), [location.search]);
  const [searching, setSearching] = useState(false);

  const setFilter = (next: LobbyFilter) =>
    void navigate(
      { pathname: location.pathname, search: lobbyFilterSearch(next) },
      { preventScrollReset: true },
    );
  const categories = rows.filter((row) => rowCategory(row) !== null);
  const activeRow = rows.find((row) => sameCategory(rowCategory(row), filter.category));
  const activeTag = tagGroups.flatMap((group) => group.tags).find((tag) => tag.slug === filter.tag);

  return (
    <PageContainer testId="games-page">
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex max-w-3xl flex-col gap-2">
            <h1 data-testid="page-h1" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
              {data.seo.h1}
            </h1>
            <p className="text-sm leading-relaxed text-muted lg:text-base">{intro}</p>
          </div>
          <button
            type="button"
            onClick={() => setSearching(true)}
            data-testid="lobby-search"
            className="flex h-12 w-full items-center gap-3 rounded-2xl bg-surface-1 px-4 text-left text-muted ring-1 ring-line transition hover:bg-surface-2 hover:text-fg lg:w-80"
          >
            <Search className="size-5" aria-hidden="true" />
            <span className="flex-1 truncate">{t('games.search.placeholder')}</span>
          </button>
        </header>

        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
            <ChipRow label={t('games.lobby.categories')}>
              <Chip
                pressed={filter.category === null && filter.tag === null}
                onClick={() => setFilter({ ...filter, category: null, tag: null })}
                testId="lobby-category-all"
              >
                <LayoutGrid className="size-4" aria-hidden="true" />
                {t('games.lobby.all')}
              </Chip>
              {categories.map((row) => (
                <Chip
                  key={row.id}
                  pressed={row === activeRow}
                  onClick={() => setFilter({ ...filter, category: rowCategory(row), tag: null })}
                  testId={`lobby-category-${row.id}`}
                >
                  {row.title}
                </Chip>
              ))}
            </ChipRow>
            {providers.length > 0 ? (
              <div className="w-fit lg:ml-auto">
                <ProviderFilter
                  providers={providers}
                  value={filter.provider}
                  onChange={(provider) => setFilter({ ...filter, provider })}
                />
              </div>
            ) : null}
          </div>
          <TagFilter
            groups={tagGroups}
            value={filter.tag}
            onChange={(tag) => setFilter({ ...filter, category: null, tag })}
          />
        </div>
      </div>

      {isWholeLobby(filter) ? (
        <div className="flex flex-col gap-8 lg:gap-10" data-testid="lobby-rows">
          {player.isGuest ? null : <PlayerRows />}
          {rows.map((row, index) => (
            <Fragment key={row.id}>
              <GamesSlider
                title={row.title}
                games={row.games}
                seeAll={
                  row.seeAllHref
                    ? { href: localHref(row.seeAllHref), label: t('games.slider.seeAll') }
                    : undefined
                }
                testId={`lobby-row-${row.id}`}
              />
              {index + 1 === Math.min(RTP_PANEL_AFTER_ROW, rows.length) ? <RtpPanel /> : null}
            </Fragment>
          ))}
        </div>
      ) : (
        <section className="flex flex-col gap-4" aria-labelledby="lobby-filtered">
          <h2 id="lobby-filtered" className="text-lg font-bold tracking-tight text-fg lg:text-xl">
            {activeTag?.title ?? activeRow?.title ?? t('games.lobby.all')}
            {filter.provider ? (
              <span className="text-muted">
                {' · '}
                {providers.find((provider) => provider.slug === filter.provider)?.title ?? filter.provider}
              </span>
            ) : null}
          </h2>
          <FilteredGames filter={filter} onReset={() => setFilter(readLobbyFilter(''))} />
        </section>
      )}

      <SeoText text={data.seo.seoText} />
      {searching ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setSearching(false)} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
