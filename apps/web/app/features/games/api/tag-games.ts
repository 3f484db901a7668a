import type { Language, TagGamesResponse } from '@casino/contracts';
import { apiRequest } from '../../../lib/api-client';
import { catalogueQuery } from './game-keys';

export type TagGames = TagGamesResponse['data'];

/** `GET /rest/games/tag/{slug}/?limit&offset`: a tag with a page of its games. */
export async function fetchTagGames(
  slug: string,
  page: { limit: number; offset: number },
  lang: Language,
): Promise<TagGames> {
  return (
    await apiRequest<TagGamesResponse>(
      `/rest/games/tag/${encodeURIComponent(slug)}/?${catalogueQuery(lang, page)}`,
    )
  ).data;
}
