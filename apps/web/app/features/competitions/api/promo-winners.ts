import type { BoardRow, Competition, Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_HISTORY_KEY } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

export interface PromoResult {
  competition: Competition;
  winners: BoardRow[];
}

/** `GET /rest/tournaments-promo/winners/?lang=`: the closed promo tournaments with their winners, the last first. */
export async function fetchPromoWinners(lang: Language): Promise<PromoResult[]> {
  return (await callCompetitions('promoWinners', { query: { lang } })).data;
}

export function promoWinnersQuery(lang: Language) {
  return queryOptions({
    queryKey: [...COMPETITION_HISTORY_KEY, 'promo-winners', lang],
    queryFn: () => fetchPromoWinners(lang),
    staleTime: 5 * 60_000,
  });
}

export function usePromoWinners() {
  return useQuery(promoWinnersQuery(useLanguage()));
}
