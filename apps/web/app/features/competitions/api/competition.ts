import type { Language } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiCallError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_VIEWS_KEY, type CompetitionView, useViewer } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

/**
 * `GET /rest/tournaments/by-slug/{slug}/?lang=`: one competition with its top places and the player's part in it;
 * null when there is no such competition.
 */
export async function fetchCompetition(slug: string, lang: Language): Promise<CompetitionView | null> {
  try {
    const reply = await callCompetitions('one', { params: { slug }, query: { lang } });
    return { competition: reply.data, playerData: reply.playerData };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}

export function competitionQuery(slug: string, lang: Language, viewer: string) {
  return queryOptions({
    queryKey: [...COMPETITION_VIEWS_KEY, 'slug', slug, lang, viewer],
    queryFn: () => fetchCompetition(slug, lang),
  });
}

export function useCompetition(slug: string) {
  return useQuery(competitionQuery(slug, useLanguage(), useViewer()));
}
