import type { Language, SportsMenuResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { callSportsEndpoint } from './sportsbook-endpoints';
import { CATALOGUE_KEY } from './sportsbook-keys';

export type SportsMenu = SportsMenuResponse['data']['sports'];

/** `GET /rest/sports-book/menu/?lang=`: every sport with its countries and tournaments and their live and upcoming counts. */
export async function fetchSportsMenu(lang: Language): Promise<SportsMenu> {
  return (await callSportsEndpoint('menu', { query: { lang } })).data.sports;
}

export function sportsMenuQuery(lang: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'menu', lang],
    queryFn: () => fetchSportsMenu(lang),
    staleTime: 20_000,
    // The counts move as matches start and end.
    refetchInterval: 60_000,
  });
}

export function useSportsMenu() {
  return useQuery(sportsMenuQuery(useLanguage()));
}
