import type { GameTag } from '@casino/contracts';
import { localizePath } from '@casino/contracts';
import Clock from 'lucide-react/icons/clock';
import Hash from 'lucide-react/icons/hash';
import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useDebounced } from '../../../lib/use-debounced';
import { useGameSearch } from '../api/search-games';
import { useSearchInfo } from '../api/search-info';
import { GamesGrid } from '../tiles/games-grid';
import { clearRecentSearches, readRecentSearches, saveRecentSearch } from './recent-searches';

/** Results follow the typing after this pause. */
const SEARCH_DEBOUNCE_MS = 250;
/** Over the page and its header, under the registry's modals (a game opened from a result shows above it). */
const SEARCH_LAYER = 9_000;

function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{children}</h3>;
}

function TagChips({ tags, onPick }: { tags: readonly GameTag[]; onPick: (tag: GameTag) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <button
          key={tag.id}
          type="button"
          onClick={() => onPick(tag)}
          data-testid="search-tag"
          className="inline-flex h-8 items-center gap-1 rounded-full bg-surface-2 px-3 text-sm font-medium text-fg ring-1 ring-line transition hover:bg-surface-3"
        >
          <Hash className="size-3.5 text-muted" aria-hidden="true" />
          {tag.title}
          <span className="text-xs text-muted tabular-nums">{tag.gamesCount}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The instant game search: results as the player types (typo-tolerant, on the server), matching tags as chips;
 * before anything is typed, the recent searches of this browser, popular tags and popular games.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useGameSearch(query);
  const info = useSearchInfo();
  const showResults = text.trim().length > 0;

  const remember = () => setRecent(saveRecentSearch(text));
  const leave = () => {
    remember();
    onClose();
  };
  const pickTag = (tag: GameTag) => {
    leave();
    void navigate(`${localizePath(MAIN_ROUTES.games.path, lang)}?tag=${encodeURIComponent(tag.slug)}`);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={{ zIndex: SEARCH_LAYER }}
          className="fixed inset-0 bg-black/65 backdrop-blur-sm data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          style={{ zIndex: SEARCH_LAYER }}
          aria-describedby={undefined}
          data-testid="game-search"
          className="fixed inset-0 flex flex-col bg-surface-0 outline-none data-[state=open]:animate-sheet-in lg:inset-x-auto lg:top-[6dvh] lg:bottom-[6dvh] lg:left-1/2 lg:w-[min(72rem,calc(100vw-3rem))] lg:-translate-x-1/2 lg:rounded-3xl lg:bg-surface-1 lg:shadow-elevation lg:ring-1 lg:ring-line lg:data-[state=open]:animate-dialog-in"
        >
          <Dialog.Title className="sr-only">{t('games.search.title')}</Dialog.Title>
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                remember();
              }}
              className="flex items-center gap-2 border-b border-line p-3 lg:p-4"
            >
              <label htmlFor={inputId} className="sr-only">
                {t('games.search.label')}
              </label>
              <div className="relative flex-1">
                <Search
                  className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
                  aria-hidden="true"
                />
                <input
                  id={inputId}
                  type="search"
                  autoComplete="off"
                  enterKeyHint="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder={t('games.search.placeholder')}
                  data-testid="game-search-input"
                  className="h-12 w-full rounded-2xl bg-surface-2 pr-4 pl-12 text-base text-fg ring-1 ring-line outline-none placeholder:text-muted focus:ring-2 focus:ring-accent [&::-webkit-search-cancel-button]:hidden"
                />
              </div>
              <Dialog.Close className={iconButtonClass()} aria-label={t('games.search.close')}>
                <X className="size-5.5" aria-hidden="true" />
              </Dialog.Close>
            </form>
          </search>
          <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto p-3 lg:p-5" aria-live="polite">
            {showResults ? (
              <>
                {results.data && results.data.tags.length > 0 ? (
                  <TagChips tags={results.data.tags} onPick={pickTag} />
                ) : null}
                {results.data && results.data.items.length === 0 && !results.isFetching ? (
                  <div
                    className="flex flex-col items-center gap-3 py-12 text-center"
                    data-testid="game-search-empty"
                  >
                    <SearchX className="size-10 text-muted" aria-hidden="true" />
                    <p className="text-base text-fg">{t('games.search.nothing', { query })}</p>
                  </div>
                ) : (
                  <section className="grid gap-3">
                    <SectionTitle>
                      {results.data
                        ? t('games.search.found', { count: results.data.total })
                        : t('games.search.searching')}
                    </SectionTitle>
                    <GamesGrid
                      games={results.data?.items ?? []}
                      loading={results.data ? 0 : 6}
                      testId="game-search-results"
                      onSelect={leave}
                    />
                  </section>
                )}
              </>
            ) : (
              <>
                {recent.length > 0 ? (
                  <section className="grid gap-3" data-testid="game-search-recent">
                    <div className="flex items-center justify-between">
                      <SectionTitle>{t('games.search.recent')}</SectionTitle>
                      <button
                        type="button"
                        onClick={() => {
                          clearRecentSearches();
                          setRecent([]);
                        }}
                        className="text-sm font-semibold text-muted hover:text-fg"
                      >
                        {t('games.search.clearRecent')}
                      </button>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {recent.map((item) => (
                        <button
                          key={item}
                          type="button"
                          onClick={() => setText(item)}
                          className="inline-flex h-8 items-center gap-1.5 rounded-full bg-surface-2 px-3 text-sm font-medium text-fg ring-1 ring-line hover:bg-surface-3"
                        >
                          <Clock className="size-3.5 text-muted" aria-hidden="true" />
                          {item}
                        </button>
                      ))}
                    </div>
                  </section>
                ) : null}
                {info.data && info.data.tags.length > 0 ? (
                  <section className="grid gap-3">
                    <SectionTitle>{t('games.search.popularTags')}</SectionTitle>
                    <TagChips tags={info.data.tags} onPick={pickTag} />
                  </section>
                ) : null}
                <section className="grid gap-3" data-testid="game-search-popular">
                  <SectionTitle>{t('games.search.popular')}</SectionTitle>
                  <GamesGrid
                    games={info.data?.popular ?? []}
                    loading={info.data ? 0 : 6}
                    onSelect={onClose}
                  />
                </section>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
