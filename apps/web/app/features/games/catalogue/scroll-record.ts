import { readCookie, writeCookie } from '../../../lib/cookies';

/**
 * Spec section 3, scroll records in cookies: a page with "load more" remembers how far the player loaded it and
 * scrolled, so coming back shows the same games at the same place.
 */
export interface LoadMoreRecord {
  /** Every game of the list was loaded. */
  isLoadAll: boolean;
  /** How many games were on the page. */
  limit: number;
  scrollY: number;
  path: string;
}

export const LOAD_MORE_COOKIE = 'loadMoreScroll';

/** The record in the cookie, or null when it is missing or not one (a tampered or older cookie). */
export function parseLoadMoreRecord(value: string | null): LoadMoreRecord | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { isLoadAll, limit, scrollY, path } = data as Record<string, unknown>;
  if (typeof isLoadAll !== 'boolean' || typeof path !== 'string' || !path.startsWith('/')) return null;
  if (!Number.isSafeInteger(limit) || (limit as number) < 0) return null;
  if (!Number.isSafeInteger(scrollY) || (scrollY as number) < 0) return null;
  return { isLoadAll, limit: limit as number, scrollY: scrollY as number, path };
}

export function readLoadMoreRecord(): LoadMoreRecord | null {
  return parseLoadMoreRecord(readCookie(document.cookie, LOAD_MORE_COOKIE));
}

export function writeLoadMoreRecord(record: LoadMoreRecord): void {
  writeCookie(LOAD_MORE_COOKIE, JSON.stringify(record));
}

/**
 * What to do on arriving at a load-more page: coming back (history navigation) to the recorded path restores the
 * games loaded beyond the first page and then the scroll position; any other arrival starts at the top.
 */
export function restorePlan(
  record: LoadMoreRecord | null,
  arrival: { path: string; isBack: boolean; loaded: number },
): { extra: number; scrollY: number } | null {
  if (!record || !arrival.isBack || record.path !== arrival.path) return null;
  return { extra: Math.max(0, record.limit - arrival.loaded), scrollY: record.scrollY };
}
