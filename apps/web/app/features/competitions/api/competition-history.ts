import type { Competition, CompetitionKind, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_HISTORY_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/** Closed competitions a page shows under a competition, the last finished first. */
const HISTORY_SHOWN = 6;

/**
 * `GET /rest/tournaments-history/` (tournaments), or `/rest/{kind}-tournaments-history/` for the kinds with lists
 * of their own: the last closed ones of a kind.
 */
export async function fetchCompetitionHistory(kind: CompetitionKind, lang: Language): Promise<Competition[]> {
  const query = { limit: HISTORY_SHOWN, offset: 0, lang };
  const reply =
    kind === 'tournament'
      ? await callCompetitions('history', { query })
      : await callCompetitions('historyOfKind', { params: { kind }, query });
  return reply.data;
}

export function competitionHistoryQuery(kind: CompetitionKind, lang: Language) {
  return queryOptions({
    queryKey: [...COMPETITION_HISTORY_KEY, kind, lang],
    queryFn: () => fetchCompetitionHistory(kind, lang),
    staleTime: 5 * 60_000,
  });
}

export function useCompetitionHistory(kind: CompetitionKind) {
  return useQuery(competitionHistoryQuery(kind, useLanguage()));
}
