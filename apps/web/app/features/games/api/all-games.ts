import type { AllGamesResponse, GameCard, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { catalogueQuery, GAMES_KEY } from './game-keys';

/** `GET /rest/getAllGames/`: every launchable and coming-soon game of the brand, as tiles. */
export async function fetchAllGames(lang: Language): Promise<GameCard[]> {
  return (await apiRequest<AllGamesResponse>(`/rest/getAllGames/?${catalogueQuery(lang)}`)).data;
}

export function allGamesQuery(lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'all', lang],
    queryFn: () => fetchAllGames(lang),
    staleTime: 5 * 60_000,
  });
}

export function useAllGames(enabled = true) {
  return useQuery({ ...allGamesQuery(useLanguage()), enabled });
}
