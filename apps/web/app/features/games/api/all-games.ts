import type { GameCard, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

/** `GET /rest/getAllGames/`: every launchable and coming-soon game of the brand, as tiles. */
export async function fetchAllGames(lang: Language): Promise<GameCard[]> {
  return (await callGamesEndpoint('allGames', { query: { lang } })).data;
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
