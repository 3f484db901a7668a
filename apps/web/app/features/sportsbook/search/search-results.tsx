import { SPORT_SEARCH_LIMIT } from '@casino/contracts';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import SearchX from 'lucide-react/icons/search-x';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useListLinks } from '../../../lib/list-links';
import { useSportSearch } from '../api/sport-search';
import { useNow } from '../live/use-now';
import { TournamentBlock } from '../overview/tournament-block';
import { resultGroups } from './result-groups';
import { withSearch } from './search-query';

/** Nothing found: said with the query, how else to look, and the way back to the lists. */
function NothingFound({ query }: { query: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl bg-surface-1 px-6 py-10 text-center ring-1 ring-line"
      data-testid="sport-search-empty"
    >
      <SearchX className="size-10 text-muted" aria-hidden="true" />
      <p className="text-base text-fg">{t('sportsbook.search.nothing', { query })}</p>
      <p className="max-w-md text-sm leading-relaxed text-muted">{t('sportsbook.search.nothingHint')}</p>
      <ButtonLink
        to={{ search: withSearch(params, '').toString() }}
        preventScrollReset
        variant="secondary"
        size="sm"
      >
        {t('sportsbook.search.back')}
      </ButtonLink>
    </div>
  );
}

/**
 * The matches a search found, in place of the lists: by tournament with the lists' rows (prices into the slip, a
 * link to the match, which it follows), live ones first; while the next results load, the last stay with a spinner.
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const results = useSportSearch(query);
  const groups = useMemo(() => resultGroups(results.data ?? []), [results.data]);
  const found = results.data?.length ?? 0;
  // With nothing to show, a failed search says so while its retry loads too (the title's spinner shows that).
  const failed = results.isError && results.data === undefined;
  const followRowLinks = useListLinks<HTMLElement>();

  return (
    <section
      ref={followRowLinks}
      aria-labelledby="sport-search-title"
      aria-busy={results.isFetching}
      aria-live="polite"
      className="grid gap-3"
      data-testid="sport-search-results"
    >
      <h2
        id="sport-search-title"
        className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight text-fg lg:text-xl"
      >
        <span className="min-w-0 truncate">{t('sportsbook.search.title', { query })}</span>
        {results.isPlaceholderData || (failed && results.isFetching) ? (
          <LoaderCircle
            className="size-4 shrink-0 animate-spin text-muted"
            role="img"
            aria-label={t('sportsbook.search.searching')}
          />
        ) : null}
      </h2>
      {failed ? (
        <LoadFailed
          text={t('sportsbook.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void results.refetch()}
        />
      ) : results.data === undefined ? (
        <SkeletonList rows={3} itemClassName="h-24 rounded-2xl" />
      ) : found === 0 && !results.isPlaceholderData ? (
        <NothingFound query={query} />
      ) : (
        groups.map((group) => <TournamentBlock key={group.key} group={group} now={now} />)
      )}
      {!failed && found >= SPORT_SEARCH_LIMIT ? (
        <p className="text-center text-sm text-muted">{t('sportsbook.search.limited', { count: found })}</p>
      ) : null}
    </section>
  );
}
