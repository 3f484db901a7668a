import type { Language, SportEventResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiCallError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { useLiveStatus } from '../../../lib/realtime/push-state';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { CATALOGUE_KEY } from './sportsbook-keys';

export type SportEvent = SportEventResponse['data'];

/** A live match's prices move by the second; a match before kick-off is read again now and then. */
const REFRESH_MS = { live: 3_000, other: 15_000 } as const;

/**
 * `GET /rest/sports-book/events/{id}/?lang=`: one match with its live state and every market it offers; null when
 * the catalogue has no such match (it ended and left, or never was).
 */
export async function fetchSportEvent(id: string, lang: Language): Promise<SportEvent | null> {
  try {
    return (await callSportsEndpoint('event', { params: { id }, query: { lang } })).data;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

export function sportEventQuery(id: string, lang: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'event', id, lang],
    queryFn: () => fetchSportEvent(id, lang),
    staleTime: REFRESH_MS.live / 2,
    refetchInterval: (query) => (query.state.data?.status === 'live' ? REFRESH_MS.live : REFRESH_MS.other),
  });
}

/**
 * The match's query for a place that follows its channel (`useMatchNews`): while push is up, asking again is only
 * a safety net, at the pace of a match not under way.
 */
export function followedSportEventQuery(id: string, lang: Language, pushed: boolean) {
  const query = sportEventQuery(id, lang);
  return pushed ? { ...query, refetchInterval: REFRESH_MS.other } : query;
}

export function useSportEvent(id: string) {
  return useQuery(followedSportEventQuery(id, useLanguage(), useLiveStatus() === 'connected'));
}
