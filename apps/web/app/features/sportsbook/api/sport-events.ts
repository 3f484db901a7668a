import type { Language, SportEventSummary, SportKey } from '@casino/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { useLiveStatus } from '../../../lib/realtime/push-state';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { CATALOGUE_KEY } from './sportsbook-keys';

export interface SportEventsFilter {
  sport: SportKey | null;
  tournament: string | null;
  status: 'live' | 'upcoming';
}

export interface SportEventsPage {
  total: number;
  events: SportEventSummary[];
}

/**
 * Matches per page: live ones all at once, upcoming ones a page at a time. A phone shows five rows at a time and
 * draws every row of the page as it loads, so a page is a few screens, not the day's whole line.
 */
const PAGE_SIZE = { live: 100, upcoming: 20 } as const;

/** Prices of live matches move by the second, upcoming ones now and then. */
const REFRESH_MS = { live: 4_000, upcoming: 20_000 } as const;

/**
 * `GET /rest/sports-book/events/?sport=&tournament=&status=&limit=&offset=&lang=`: live or upcoming matches in
 * kick-off order, each with its who-wins prices.
 */
export async function fetchSportEvents(
  filter: SportEventsFilter,
  offset: number,
  lang: Language,
): Promise<SportEventsPage> {
  const query = {
    lang,
    status: filter.status,
    limit: PAGE_SIZE[filter.status],
    offset,
    sport: filter.sport ?? undefined,
    tournament: filter.tournament ?? undefined,
  };
  return (await callSportsEndpoint('events', { query })).data;
}

export function sportEventsQuery(filter: SportEventsFilter, lang: Language) {
  return infiniteQueryOptions({
    queryKey: [...CATALOGUE_KEY, 'events', filter, lang],
    queryFn: ({ pageParam }) => fetchSportEvents(filter, pageParam, lang),
    initialPageParam: 0,
    getNextPageParam: (last: SportEventsPage, pages: SportEventsPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.events.length, 0);
      return loaded < last.total && last.events.length > 0 ? loaded : undefined;
    },
    staleTime: REFRESH_MS[filter.status] / 2,
    refetchInterval: REFRESH_MS[filter.status],
  });
}

/**
 * The lists' query. While push is up the live list's prices and scores come by each match's channel
 * (`useMatchNews`), so it is asked again only at the upcoming list's pace, for the matches that start or end.
 */
export function useSportEvents(filter: SportEventsFilter) {
  const query = sportEventsQuery(filter, useLanguage());
  const pushed = useLiveStatus() === 'connected';
  return useInfiniteQuery({
    ...query,
    ...(pushed ? { refetchInterval: REFRESH_MS.upcoming } : {}),
    placeholderData: keepPreviousData,
  });
}
