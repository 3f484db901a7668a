import type { GameDetails, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

/** `GET /rest/games/{slug}/`: a game's page data with the signed-in player's favourite and reaction. */
export async function fetchGameDetails(slug: string, lang: Language): Promise<GameDetails> {
  return (await callGamesEndpoint('details', { params: { slug }, query: { lang } })).data;
}

export function gameDetailsQuery(slug: string, lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'details', slug, lang],
    queryFn: () => fetchGameDetails(slug, lang),
    staleTime: 60_000,
  });
}

/**
 * The game's details; the page's own data (cached for guests, so without the player's view of it) stands in until
 * the player's copy arrives.
 */
export function useGameDetails(slug: string, placeholder: GameDetails | undefined, enabled: boolean) {
  return useQuery({ ...gameDetailsQuery(slug, useLanguage()), placeholderData: placeholder, enabled });
}
