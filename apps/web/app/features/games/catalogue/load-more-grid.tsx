import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { GamesGrid } from '../tiles/games-grid';
import type { LoadMore } from './use-load-more';

/** A list's games with "load more" under them: how many are shown of how many, placeholders while the next come. */
export function LoadMoreGrid({ list, pageSize }: { list: LoadMore; pageSize: number }) {
  const { t } = useTranslation();
  const coming = list.loading ? Math.min(pageSize, Math.max(0, list.total - list.games.length)) : 0;
  return (
    <div className="flex flex-col items-center gap-6">
      <div className="w-full">
        <GamesGrid games={list.games} loading={coming} />
      </div>
      <div className="flex w-full max-w-sm flex-col items-center gap-3">
        <p className="text-sm text-muted tabular-nums" data-testid="load-more-count">
          {t('games.loadMore.shown', { shown: list.games.length, total: list.total })}
        </p>
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-300"
            style={{ width: `${list.total > 0 ? Math.round((list.games.length / list.total) * 100) : 100}%` }}
          />
        </div>
        {list.failed ? (
          <p role="alert" className="text-sm text-danger">
            {t('games.loadMore.failed')}
          </p>
        ) : null}
        {list.hasMore ? (
          <Button
            variant="secondary"
            onClick={list.loadMore}
            disabled={list.loading}
            data-testid="load-more"
            className="w-full"
          >
            {list.loading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t(list.failed ? 'games.retry' : 'games.loadMore.button')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
