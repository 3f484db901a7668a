import type { GameCard, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITIONS_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/** The first page of a competition's games is what its page shows; the lobby has the rest. */
const GAMES_SHOWN = 24;

export interface CompetitionGames {
  games: GameCard[];
  total: number;
}

/** `GET /rest/tournaments/games/?tournamentId=&limit=&lang=`: the games a competition counts, as lobby tiles. */
export async function fetchCompetitionGames(tournamentId: number, lang: Language): Promise<CompetitionGames> {
  const reply = await callCompetitions('games', {
    query: { tournamentId, limit: GAMES_SHOWN, offset: 0, lang },
  });
  return { games: reply.data, total: reply.total };
}

export function competitionGamesQuery(tournamentId: number, lang: Language) {
  return queryOptions({
    queryKey: [...COMPETITIONS_KEY, 'games', tournamentId, lang],
    queryFn: () => fetchCompetitionGames(tournamentId, lang),
    staleTime: 5 * 60_000,
  });
}

export function useCompetitionGames(tournamentId: number) {
  return useQuery(competitionGamesQuery(tournamentId, useLanguage()));
}
