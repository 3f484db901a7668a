import type { Competition, CompetitionKind, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_LISTS_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/**
 * `GET /rest/tournaments/?type=&product=casino&lang=`: the casino's competitions of a kind (every kind: null),
 * running, soon and closed. Those counting sports bets are the sportsbook leaderboard's.
 */
export async function fetchCompetitionList(
  kind: CompetitionKind | null,
  lang: Language,
): Promise<Competition[]> {
  const query = { type: kind ?? undefined, product: 'casino' as const, lang };
  return (await callCompetitions('list', { query })).data;
}

export function competitionListQuery(kind: CompetitionKind | null, lang: Language) {
  return queryOptions({
    queryKey: [...COMPETITION_LISTS_KEY, kind ?? 'all', lang],
    queryFn: () => fetchCompetitionList(kind, lang),
    // Push tells of starts, ends and the top places (`tournament`), which read or write this list.
    staleTime: 60_000,
  });
}

export function useCompetitionList(kind: CompetitionKind | null) {
  return useQuery(competitionListQuery(kind, useLanguage()));
}
