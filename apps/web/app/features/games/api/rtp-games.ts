import { type Language, RTP_GAMES_DEFAULT_LIMIT, type RtpGamesResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

export type RtpGame = RtpGamesResponse['data'][number];

/** `GET /rest/games/rtp/?limit=3`: the games that returned the most to players over the last day. */
export async function fetchRtpGames(lang: Language): Promise<RtpGame[]> {
  return (await callGamesEndpoint('rtpGames', { query: { lang, limit: RTP_GAMES_DEFAULT_LIMIT } })).data;
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
