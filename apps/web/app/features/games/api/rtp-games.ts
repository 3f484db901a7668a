import { type Language, RTP_GAMES_DEFAULT_LIMIT, type RtpGamesResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { catalogueQuery, GAMES_KEY } from './game-keys';

export type RtpGame = RtpGamesResponse['data'][number];

/** `GET /rest/games/rtp/?limit=3`: the games that returned the most to players over the last day. */
export async function fetchRtpGames(lang: Language): Promise<RtpGame[]> {
  const query = catalogueQuery(lang, { limit: RTP_GAMES_DEFAULT_LIMIT });
  return (await apiRequest<RtpGamesResponse>(`/rest/games/rtp/?${query}`)).data;
}

export function rtpGamesQuery(lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'rtp', lang],
    queryFn: () => fetchRtpGames(lang),
    staleTime: 5 * 60_000,
  });
}

export function useRtpGames() {
  return useQuery(rtpGamesQuery(useLanguage()));
}
