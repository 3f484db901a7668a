import type { Language, SportEventSummary } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { isSearchable } from '../search/search-query';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { CATALOGUE_KEY } from './sportsbook-keys';

/**
 * Results show prices: refreshed at the lists' pace, by the second while a match found is live, now and then while
 * all are still to come.
 */
const REFRESH_MS = { live: 4_000, upcoming: 20_000 } as const;

/**
 * `GET /rest/sports-book/search/?q=&lang=`: live and upcoming matches whose team, tournament or country has a name
 * holding the text, live first.
 */
export async function searchSportEvents(q: string, lang: Language): Promise<SportEventSummary[]> {
  return (await callSportsEndpoint('search', { query: { q, lang } })).data.events;
}

export function sportSearchQuery(q: string, lang: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'search', q, lang],
    queryFn: () => searchSportEvents(q, lang),
    staleTime: REFRESH_MS.live / 2,
    refetchInterval: (query) =>
      query.state.data?.some((event) => event.status === 'live') ? REFRESH_MS.live : REFRESH_MS.upcoming,
  });
}

/** The matches a search finds (the query already debounced); the last results stay while the next load. */
export function useSportSearch(q: string) {
  return useQuery({
    ...sportSearchQuery(q, useLanguage()),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });
}
