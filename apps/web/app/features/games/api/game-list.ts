import type { GameList, GamesPage, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

/** A row of games on the home page shows this many of its list. */
export const ROW_LIMIT = 20;

/** `GET /rest/getGames/{x}/`: a named list (popular from real play; last and favourite are the player's own). */
export async function fetchGameList(list: GameList, limit: number, lang: Language): Promise<GamesPage> {
  return (await callGamesEndpoint('list', { params: { x: list }, query: { lang, limit } })).data;
}

export function gameListQuery(list: GameList, limit: number, lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'list', list, limit, lang],
    queryFn: () => fetchGameList(list, limit, lang),
    staleTime: 60_000,
  });
}

export function useGameList(list: GameList, limit: number, enabled = true) {
  return useQuery({ ...gameListQuery(list, limit, useLanguage()), enabled });
}
