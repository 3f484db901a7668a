import type { Competition, CompetitionKind, CompetitionProduct, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_LISTS_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/**
 * `GET /rest/tournaments/?type=&product=&lang=`: the competitions of a kind (every kind: null) counting the casino's
 * games or sports bets, running, soon and closed. The casino's lists never show the sports ones: those are the
 * sportsbook leaderboard's.
 */
export async function fetchCompetitionList(
  kind: CompetitionKind | null,
  product: CompetitionProduct,
  lang: Language,
): Promise<Competition[]> {
  const query = { type: kind ?? undefined, product, lang };
  return (await callCompetitions('list', { query })).data;
}

export function competitionListQuery(
  kind: CompetitionKind | null,
  product: CompetitionProduct,
  lang: Language,
) {
  return queryOptions({
    queryKey: [...COMPETITION_LISTS_KEY, product, kind ?? 'all', lang],
    queryFn: () => fetchCompetitionList(kind, product, lang),
    // Push tells of starts, ends and the top places (`tournament`), which read or write this list.
    staleTime: 60_000,
  });
}

export function useCompetitionList(kind: CompetitionKind | null, product: CompetitionProduct) {
  return useQuery(competitionListQuery(kind, product, useLanguage()));
}
