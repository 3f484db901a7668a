import type { Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_VIEWS_KEY, type CompetitionView, useViewer } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/** `GET /rest/tournament/?gameId=&lang=`: the running competition a game counts for, with the player's part; or null. */
export async function fetchGameCompetition(gameId: number, lang: Language): Promise<CompetitionView | null> {
  const reply = await callCompetitions('forGame', { query: { gameId, lang } });
  return reply.data ? { competition: reply.data, playerData: reply.playerData } : null;
}

export function gameCompetitionQuery(gameId: number, lang: Language, viewer: string) {
  return queryOptions({
    queryKey: [...COMPETITION_VIEWS_KEY, 'game', gameId, lang, viewer],
    queryFn: () => fetchGameCompetition(gameId, lang),
  });
}

/** The competition of the game being played (none asked for while `gameId` is null). */
export function useGameCompetition(gameId: number | null) {
  return useQuery({
    ...gameCompetitionQuery(gameId ?? 0, useLanguage(), useViewer()),
    enabled: gameId !== null,
  });
}
