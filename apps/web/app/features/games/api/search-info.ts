import type { GameSearchInfoResponse, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

export type GameSearchInfo = GameSearchInfoResponse['data'];

/** `GET /rest/games/search-info/`: popular games and tags, what the search shows before anything is typed. */
export async function fetchSearchInfo(lang: Language): Promise<GameSearchInfo> {
  return (await callGamesEndpoint('searchInfo', { query: { lang } })).data;
}

export function searchInfoQuery(lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'search-info', lang],
    queryFn: () => fetchSearchInfo(lang),
    staleTime: 5 * 60_000,
  });
}

export function useSearchInfo() {
  return useQuery(searchInfoQuery(useLanguage()));
}
