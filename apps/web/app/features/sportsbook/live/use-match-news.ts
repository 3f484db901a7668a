import { type SportEventSummary, type SportPrices, sportEventChannel } from '@casino/contracts';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { wantPublicChannel } from '../../../lib/realtime/public-channels';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import type { SportEvent } from '../api/sport-event';
import type { SportEventsPage } from '../api/sport-events';
import { CATALOGUE_KEY } from '../api/sportsbook-keys';
import { marketsWithNews, summaryWithNews } from './match-news';

/**
 * Follows these matches' channels while the component is mounted: each `sportPrices` message is written into every
 * cached place that shows the match (its page, the lists, the search), so its prices move and flash, its score
 * ticks and a suspended market greys the moment the feed says so, not at the next poll.
 */
export function useMatchNews(eventIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const followed = useMemo(() => [...new Set(eventIds)].sort().join('\n'), [eventIds]);
  useEffect(() => {
    if (followed === '') return;
    const releases = followed.split('\n').map((id) => wantPublicChannel(sportEventChannel(id)));
    return () => {
      for (const release of releases) release();
    };
  }, [followed]);
  usePushHandler('sportPrices', ({ id, data: news }) => {
    // Several parts of a page may follow one match (its page and the slip): the first writes the news for all.
    if (id === lastWritten || !followed.split('\n').includes(news.eventId)) return;
    lastWritten = id;
    writeNews(queryClient, news);
  });
}

let lastWritten: string | null = null;

function writeNews(queryClient: QueryClient, news: SportPrices): void {
  queryClient.setQueriesData<SportEvent | null>(
    { queryKey: [...CATALOGUE_KEY, 'event', news.eventId] },
    (event) => event && { ...summaryWithNews(event, news), markets: marketsWithNews(event.markets, news) },
  );
  const shows = (events: readonly SportEventSummary[]) => events.some((event) => event.id === news.eventId);
  queryClient.setQueriesData<InfiniteData<SportEventsPage>>(
    { queryKey: [...CATALOGUE_KEY, 'events'] },
    (data) =>
      data?.pages.some((page) => shows(page.events))
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              events: page.events.map((event) => summaryWithNews(event, news)),
            })),
          }
        : data,
  );
  queryClient.setQueriesData<SportEventSummary[]>({ queryKey: [...CATALOGUE_KEY, 'search'] }, (events) =>
    events && shows(events) ? events.map((event) => summaryWithNews(event, news)) : events,
  );
}
