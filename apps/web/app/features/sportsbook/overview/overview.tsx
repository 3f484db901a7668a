import type { SportKey } from '@casino/contracts';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Radio from 'lucide-react/icons/radio';
import { useDeferredValue, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useListLinks } from '../../../lib/list-links';
import { type SportEventsFilter, useSportEvents } from '../api/sport-events';
import { useMatchNews } from '../live/use-match-news';
import { useNow } from '../live/use-now';
import { EmptyCatalogue } from './empty-catalogue';
import { groupByTournament } from './group-events';
import { TournamentBlock } from './tournament-block';

function ListSkeleton({ blocks }: { blocks: number }) {
  const places = Array.from({ length: blocks }, (_, place) => `place-${place}`);
  return (
    <div className="grid gap-3" aria-busy="true" data-testid="sport-events-loading">
      {places.map((place) => (
        <div key={place} className="grid gap-px overflow-hidden rounded-2xl ring-1 ring-line">
          <Skeleton className="h-8 rounded-none" />
          <Skeleton className="h-16 rounded-none" />
          <Skeleton className="h-16 rounded-none" />
        </div>
      ))}
    </div>
  );
}

function SectionTitle({
  id,
  icon,
  title,
  count,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  count?: number;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg lg:text-xl">
      {icon}
      {title}
      {count !== undefined ? (
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-bold text-muted tabular-nums">
          {count}
        </span>
      ) : null}
    </h2>
  );
}

/**
 * The sportsbook's lists for every sport or one (and a tournament): "Live now" with scores and periods, then the
 * upcoming matches by tournament in kick-off order, a page at a time. With nothing in the line it says so kindly.
 */
export function Overview({ sport, tournament }: { sport: SportKey | null; tournament: string | null }) {
  const { t } = useTranslation();
  const now = useNow();
  const followRowLinks = useListLinks<HTMLDivElement>();
  const liveFilter: SportEventsFilter = { sport, tournament, status: 'live' };
  const live = useSportEvents(liveFilter);
  const upcoming = useSportEvents({ ...liveFilter, status: 'upcoming' });
  // A full line is a hundred matches or more, which arrive after the page has hydrated: drawn as a background
  // render, which yields to the browser between rows, rather than in one task that holds a phone's main thread.
  const liveShown = useDeferredValue(live.data);
  const upcomingShown = useDeferredValue(upcoming.data);
  const liveEvents = useMemo(() => liveShown?.pages.flatMap((page) => page.events) ?? [], [liveShown]);
  const upcomingEvents = useMemo(
    () => upcomingShown?.pages.flatMap((page) => page.events) ?? [],
    [upcomingShown],
  );
  useMatchNews(useMemo(() => liveEvents.map((event) => event.id), [liveEvents]));
  const liveGroups = useMemo(() => groupByTournament(liveEvents), [liveEvents]);
  const upcomingGroups = useMemo(() => groupByTournament(upcomingEvents), [upcomingEvents]);

  if ((!liveShown && !live.isError) || (!upcomingShown && !upcoming.isError)) {
    if (live.isError || upcoming.isError) {
      return (
        <LoadFailed
          text={t('sportsbook.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void Promise.all([live.refetch(), upcoming.refetch()])}
        />
      );
    }
    return <ListSkeleton blocks={3} />;
  }
  if (liveEvents.length === 0 && upcomingEvents.length === 0 && !live.isError && !upcoming.isError) {
    return <EmptyCatalogue sport={sport} />;
  }

  return (
    <div ref={followRowLinks} className="grid gap-8">
      {live.isError ? (
        <LoadFailed
          text={t('sportsbook.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void live.refetch()}
        />
      ) : liveGroups.length > 0 ? (
        <section aria-labelledby="sport-live" className="grid gap-3" data-testid="sport-live">
          <SectionTitle
            id="sport-live"
            icon={<Radio className="size-5 text-danger" aria-hidden="true" />}
            title={t('sportsbook.live.title')}
            count={liveShown?.pages[0]?.total ?? liveEvents.length}
          />
          {liveGroups.map((group) => (
            <TournamentBlock key={group.key} group={group} now={now} />
          ))}
        </section>
      ) : null}

      <section aria-labelledby="sport-upcoming" className="grid gap-3" data-testid="sport-upcoming">
        <SectionTitle
          id="sport-upcoming"
          icon={<CalendarClock className="size-5 text-accent-ink" aria-hidden="true" />}
          title={t('sportsbook.upcoming.title')}
        />
        {upcoming.isError ? (
          <LoadFailed
            text={t('sportsbook.loadFailed')}
            retryLabel={t('sportsbook.retry')}
            onRetry={() => void upcoming.refetch()}
          />
        ) : upcomingGroups.length === 0 ? (
          <p className="rounded-2xl bg-surface-1 px-4 py-6 text-center text-sm text-muted ring-1 ring-line">
            {t('sportsbook.upcoming.none')}
          </p>
        ) : (
          upcomingGroups.map((group) => <TournamentBlock key={group.key} group={group} now={now} />)
        )}
        {upcoming.hasNextPage ? (
          <Button
            variant="secondary"
            className="justify-self-center"
            disabled={upcoming.isFetchingNextPage}
            onClick={() => void upcoming.fetchNextPage()}
            data-testid="sport-upcoming-more"
          >
            {upcoming.isFetchingNextPage ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : null}
            {t('sportsbook.upcoming.more')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
