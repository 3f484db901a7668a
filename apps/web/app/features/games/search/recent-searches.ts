import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';

/** How many recent searches the overlay offers. */
export const RECENT_SEARCHES_LIMIT = 6;
/** Shorter queries are typing, not searches worth remembering. */
const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 100;

/** The stored list, newest first; anything unreadable counts as none. */
export function parseRecentSearches(value: string | null): string[] {
  if (!value) return [];
  try {
    const data: unknown = JSON.parse(value);
    if (!Array.isArray(data)) return [];
    return data
      .filter((item): item is string => typeof item === 'string' && item.length <= MAX_QUERY_LENGTH)
      .slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** The list with `query` first, once (whatever its case), and the oldest dropped beyond the limit. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text.length < MIN_QUERY_LENGTH || text.length > MAX_QUERY_LENGTH) return [...list];
  const key = text.toLocaleLowerCase();
  return [text, ...list.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_LIMIT);
}

export function readRecentSearches(): string[] {
  return parseRecentSearches(readStored('local', STORAGE_KEYS.gameSearches));
}

export function saveRecentSearch(query: string): string[] {
  const next = withRecentSearch(readRecentSearches(), query);
  writeStored('local', STORAGE_KEYS.gameSearches, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  writeStored('local', STORAGE_KEYS.gameSearches, null);
}
