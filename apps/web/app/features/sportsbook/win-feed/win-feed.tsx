import type { Currency } from '@casino/contracts';
import Trophy from 'lucide-react/icons/trophy';
import { useId } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { type SportWinFeed, useSportWinFeed } from '../api/sport-win-feed';
import { useNow } from '../live/use-now';
import { useLiveWins } from './use-live-wins';
import { WinRow } from './win-row';

/**
 * Where the feed stands: a strip that scrolls sideways above the matches (phones and narrower screens, where it
 * must not push the matches down), or a column of its own under the bet slip.
 */
export type WinFeedLayout = 'strip' | 'column';

const SECTION: Record<WinFeedLayout, string> = {
  strip: 'grid gap-2',
  column:
    'flex max-h-[min(22rem,40dvh)] shrink-0 flex-col gap-2 rounded-2xl bg-surface-1 p-3 ring-1 ring-line',
};
const LIST: Record<WinFeedLayout, string> = {
  strip: '-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none sm:-mx-4 sm:px-4',
  column: 'grid min-h-0 gap-2 overflow-y-auto scrollbar-none',
};
const ROW: Record<WinFeedLayout, string> = { strip: 'w-48 shrink-0', column: '' };

/** "Time ago" moves on as the list stays open. */
const CLOCK_MS = 30_000;

function WinList({
  feed,
  currency,
  layout,
}: {
  feed: SportWinFeed;
  currency: Currency;
  layout: WinFeedLayout;
}) {
  const { t } = useTranslation();
  const fresh = useLiveWins(feed, currency);
  const now = useNow(CLOCK_MS).getTime();
  if (feed.wins.length === 0) {
    return (
      <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted">{t('sportsbook.winFeed.empty')}</p>
    );
  }
  return (
    <ol className={LIST[layout]}>
      {feed.wins.map((win) => (
        <WinRow key={win.betId} win={win} now={now} fresh={fresh.has(win.betId)} className={ROW[layout]} />
      ))}
    </ol>
  );
}

/**
 * The sports win feed (spec sections 3, 4 and 9): the latest big wins, newest first, and each new one as it is
 * settled. It loads in the browser; until then a placeholder holds its place.
 */
export function WinFeed({ layout }: { layout: WinFeedLayout }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { currency, query } = useSportWinFeed();
  return (
    <section aria-labelledby={titleId} data-testid="sport-win-feed" className={SECTION[layout]}>
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-bold text-fg">
        <Trophy className="size-4 text-win" aria-hidden="true" />
        {t('sportsbook.winFeed.title')}
      </h2>
      {query.data ? (
        <WinList feed={query.data} currency={currency} layout={layout} />
      ) : query.isError ? (
        <LoadFailed
          text={t('sportsbook.winFeed.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton className="h-14" />
      )}
    </section>
  );
}
