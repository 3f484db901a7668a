import { GAME_LISTS, type GameList } from '@casino/contracts';

/** What the lobby shows, as its address says: a category (a named list or a rubric), a tag, a provider. */
export interface LobbyFilter {
  category: { list: GameList } | { rubric: string } | null;
  tag: string | null;
  provider: string | null;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

function slugParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value !== null && SLUG.test(value) ? value : null;
}

/** Reads the lobby's query (`?list=`, `?rubric=`, `?tag=`, `?provider=`); values that are not slugs are ignored. */
export function readLobbyFilter(search: string): LobbyFilter {
  const params = new URLSearchParams(search);
  const list = GAME_LISTS.find((name) => name === params.get('list'));
  const rubric = slugParam(params, 'rubric');
  const tag = slugParam(params, 'tag');
  return {
    // One of category or tag at a time: a tag chip replaces the category.
    category: tag ? null : list ? { list } : rubric ? { rubric } : null,
    tag,
    provider: slugParam(params, 'provider'),
  };
}

/** The lobby's query for a filter ('' for the rows of every category). */
export function lobbyFilterSearch(filter: LobbyFilter): string {
  const params = new URLSearchParams();
  if (filter.tag) params.set('tag', filter.tag);
  else if (filter.category && 'list' in filter.category) params.set('list', filter.category.list);
  else if (filter.category) params.set('rubric', filter.category.rubric);
  if (filter.provider) params.set('provider', filter.provider);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The rows' view: no category, tag or provider chosen. */
export function isWholeLobby(filter: LobbyFilter): boolean {
  return filter.category === null && filter.tag === null && filter.provider === null;
}

/** A lobby row's category: its named list, or its rubric. */
export function rowCategory(row: {
  list: GameList | null;
  rubricSlug: string | null;
}): LobbyFilter['category'] {
  if (row.list) return { list: row.list };
  return row.rubricSlug ? { rubric: row.rubricSlug } : null;
}

export function sameCategory(a: LobbyFilter['category'], b: LobbyFilter['category']): boolean {
  if (a === null || b === null) return a === b;
  if ('list' in a) return 'list' in b && a.list === b.list;
  return 'rubric' in b && a.rubric === b.rubric;
}
