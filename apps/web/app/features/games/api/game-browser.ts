import type { GameBrowserType, GamesPage, GamesPageResponse, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { catalogueQuery, GAMES_KEY } from './game-keys';

/** `GET /rest/game-browser/{type}/?limit&offset`: a page of games of a kind (all-slots' "load more"). */
export async function fetchGameBrowser(
  type: GameBrowserType,
  page: { limit: number; offset: number },
  lang: Language,
): Promise<GamesPage> {
  return (await apiRequest<GamesPageResponse>(`/rest/game-browser/${type}/?${catalogueQuery(lang, page)}`))
    .data;
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
