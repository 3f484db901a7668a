import type { Language, PlayerCompetition } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppData, useLanguage } from '../../../lib/app-data';
import { PLAYER_COMPETITIONS_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/** `GET /rest/player-tournaments-history/?limit=1`: the player's last closed competition, or null. */
export async function fetchPlayerLastCompetition(lang: Language): Promise<PlayerCompetition | null> {
  return (await callCompetitions('playerHistory', { query: { limit: 1, offset: 0, lang } })).data[0] ?? null;
}

export function playerLastCompetitionQuery(lang: Language) {
  return queryOptions({
    queryKey: [...PLAYER_COMPETITIONS_KEY, 'last', lang],
    queryFn: () => fetchPlayerLastCompetition(lang),
  });
}

export function usePlayerLastCompetition() {
  const { isGuest } = useAppData().appMain.player;
  return useQuery({ ...playerLastCompetitionQuery(useLanguage()), enabled: !isGuest });
}
