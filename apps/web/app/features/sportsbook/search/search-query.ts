import { SPORT_SEARCH_MAX_LENGTH, SPORT_SEARCH_MIN_LENGTH } from '@casino/contracts';

/** The search's parameter in the sportsbook's address (`/sports-book/?q=real`): a search can be shared. */
export const SEARCH_PARAM = 'q';

/** What a field's text searches for: without the spaces around it, and a run of spaces inside as one. */
export function searchTextOf(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The search the address names, or '' when it names none. */
export function searchOf(params: URLSearchParams): string {
  return searchTextOf(params.get(SEARCH_PARAM) ?? '');
}

/** Whether a search is long enough to ask for: a single letter is typing still. */
export function isSearchable(query: string): boolean {
  return query.length >= SPORT_SEARCH_MIN_LENGTH && query.length <= SPORT_SEARCH_MAX_LENGTH;
}

/** The address's parameters with the search set to `query`, or without it when it is ''; the others kept. */
export function withSearch(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (query === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, query);
  return next;
}

/**
 * Whether writing the search `next` over `previous` replaces the history entry: refining a search does, so Back
 * does not replay the typing; starting one or leaving it is a step of its own, which Back undoes.
 */
export function replacesEntry(previous: string, next: string): boolean {
  return previous !== '' && next !== '';
}
