import type { Language, TagGamesResponse } from '@casino/contracts';
import { callGamesEndpoint } from './games-endpoints';

export type TagGames = TagGamesResponse['data'];

/** `GET /rest/games/tag/{slug}/?limit&offset`: a tag with a page of its games. */
export async function fetchTagGames(
  slug: string,
  page: { limit: number; offset: number },
  lang: Language,
): Promise<TagGames> {
  return (await callGamesEndpoint('tagGames', { params: { slug }, query: { lang, ...page } })).data;
}
