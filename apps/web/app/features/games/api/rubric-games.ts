import type { Language, RubricGamesResponse } from '@casino/contracts';
import { callGamesEndpoint } from './games-endpoints';

export type RubricGames = RubricGamesResponse['data'];

/** `GET /rest/games/rubric/{slug}/?limit&offset`: a rubric (page size 48) with a page of its games. */
export async function fetchRubricGames(
  slug: string,
  page: { limit: number; offset: number },
  lang: Language,
): Promise<RubricGames> {
  return (await callGamesEndpoint('rubricGames', { params: { slug }, query: { lang, ...page } })).data;
}
