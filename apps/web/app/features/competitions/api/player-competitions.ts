import type { Language, PlayerCompetition } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppData, useLanguage } from '../../../lib/app-data';
import { PLAYER_COMPETITIONS_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/**
 * The most the call gives at once: enough for a player's running and recent competitions, which is what the list
 * pages need to know which ones they take part in.
 */
const PAGE_SIZE = 50;

/** `GET /rest/player/tournaments/?winner=&limit=&lang=`: the competitions the player is or was in, or only those won. */
export async function fetchPlayerCompetitions(winner: boolean, lang: Language): Promise<PlayerCompetition[]> {
  const query = { limit: PAGE_SIZE, offset: 0, lang, ...(winner ? { winner: 'true' as const } : {}) };
  return (await callCompetitions('playerCompetitions', { query })).data;
}

export function playerCompetitionsQuery(winner: boolean, lang: Language) {
  return queryOptions({
    queryKey: [...PLAYER_COMPETITIONS_KEY, 'list', winner, lang],
    queryFn: () => fetchPlayerCompetitions(winner, lang),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in player's competitions (none asked for a guest). */
export function usePlayerCompetitions(winner = false) {
  const { isGuest } = useAppData().appMain.player;
  return useQuery({ ...playerCompetitionsQuery(winner, useLanguage()), enabled: !isGuest });
}
