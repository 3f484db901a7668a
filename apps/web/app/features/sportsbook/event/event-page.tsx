import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useSportEvent } from '../api/sport-event';
import { useMatchNews } from '../live/use-match-news';
import { marketGroups } from '../markets/market-names';
import { sportPath } from '../sportsbook-path';
import { EventHeader } from './event-header';
import { MarketCard } from './market-card';

function EventSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" data-testid="sport-event-loading">
      <Skeleton className="h-40 rounded-3xl" />
      <Skeleton className="h-24 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

function EventNotFound() {
  const { t, lang } = useTranslation();
  return (
    <section
      data-testid="sport-event-not-found"
      className="flex flex-col items-center gap-4 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-2">
        <h2 className="text-xl font-bold tracking-tight text-fg">{t('sportsbook.event.notFoundTitle')}</h2>
        <p className="text-sm leading-relaxed text-muted">{t('sportsbook.event.notFoundText')}</p>
      </div>
      <ButtonLink to={sportPath(null, lang)} variant="secondary">
        {t('sportsbook.event.back')}
      </ButtonLink>
    </section>
  );
}

/**
 * A match's page: the match with its live state, then every market it offers grouped by type, in three languages.
 * Live, the feed's news arrives by push (and the match is read again now and then besides): moved prices flash,
 * suspended ones grey; after the final whistle it says betting closed.
 */
export function EventPage({ eventId, aside }: { eventId: string; aside?: ReactNode }) {
  const { t, lang } = useTranslation();
  const query = useSportEvent(eventId);
  useMatchNews(useMemo(() => [eventId], [eventId]));
  const event = query.data;
  const back = (
    <Link
      to={sportPath(event?.sport ?? null, lang)}
      className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-muted transition-colors hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {event ? t(`sportsbook.sports.${event.sport}`) : t('sportsbook.event.back')}
    </Link>
  );

  if (query.isPending) return <EventSkeleton />;
  if (event === null) return <EventNotFound />;
  if (!event) {
    return (
      <LoadFailed
        text={t('sportsbook.event.loadFailed')}
        retryLabel={t('sportsbook.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const open = event.status === 'not_started' || event.status === 'live';
  const groups = open ? marketGroups(event.markets) : [];
  return (
    <div className="grid gap-4" data-testid="sport-event-page">
      <div className="flex items-center justify-between gap-3">
        {back}
        {aside}
      </div>
      <EventHeader event={event} />
      {query.isError ? (
        <LoadFailed
          text={t('sportsbook.event.loadFailed')}
          retryLabel={t('sportsbook.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {groups.length === 0 ? (
        <p className="rounded-2xl bg-surface-1 px-4 py-6 text-center text-sm text-muted ring-1 ring-line">
          {t(open ? 'sportsbook.event.noMarkets' : 'sportsbook.event.closed')}
        </p>
      ) : (
        <div className="grid gap-3" data-testid="sport-markets">
          {groups.map((group) => (
            <MarketCard key={group.type} event={event} type={group.type} markets={group.markets} />
          ))}
        </div>
      )}
    </div>
  );
}
