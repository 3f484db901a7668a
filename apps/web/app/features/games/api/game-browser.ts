import type { GameBrowserType, GamesPage, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

/** `GET /rest/game-browser/{type}/?limit&offset`: a page of games of a kind (all-slots' "load more"). */
export async function fetchGameBrowser(
  type: GameBrowserType,
  page: { limit: number; offset: number },
  lang: Language,
): Promise<GamesPage> {
  return (await callGamesEndpoint('browse', { params: { type }, query: { lang, ...page } })).data;
}

export function gameBrowserQuery(type: GameBrowserType, limit: number, lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'browser', type, limit, lang],
    queryFn: () => fetchGameBrowser(type, { limit, offset: 0 }, lang),
    staleTime: 60_000,
  });
}

/** The first `limit` games of a kind (the Game modal's related games). */
export function useGameBrowser(type: GameBrowserType, limit: number, enabled = true) {
  return useQuery({ ...gameBrowserQuery(type, limit, useLanguage()), enabled });
}
