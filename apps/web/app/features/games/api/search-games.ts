import type { GameSearchResponse, Language } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

export type GameSearchResult = GameSearchResponse['data'];

/** Results the overlay shows at once. */
export const SEARCH_LIMIT = 24;

/** `GET /rest/games/search/?q=`: typo-tolerant search by title and provider, with the tags whose names match. */
export async function searchGames(q: string, lang: Language): Promise<GameSearchResult> {
  return (await callGamesEndpoint('search', { query: { lang, q, limit: SEARCH_LIMIT } })).data;
}

export function searchGamesQuery(q: string, lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'search', q, lang],
    queryFn: () => searchGames(q, lang),
    staleTime: 60_000,
  });
}

/** Results as the player types (the query already debounced); the last results stay while the next load. */
export function useGameSearch(q: string) {
  return useQuery({
    ...searchGamesQuery(q, useLanguage()),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
