import { readStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { createStore, useStore } from './external-store';

/** A home filter is a short slug (a games category or tag), e.g. `new` or `live-casino`. */
const HOME_FILTER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export function parseHomeFilter(value: string | null): string | null {
  return value !== null && HOME_FILTER_PATTERN.test(value) ? value : null;
}

/** Kept for the browsing session: a link that chose a filter should not fix it for good. */
const homeFilterStore = createStore<string | null>(() =>
  parseHomeFilter(readStored('session', STORAGE_KEYS.homeFilter)),
);

export function saveHomeFilter(filter: string | null): void {
  writeStored('session', STORAGE_KEYS.homeFilter, filter);
  homeFilterStore.set(filter);
}

/** The filter the home page applies to its lists, set by the `homeFilter` deep link (spec section 2). */
export function useHomeFilter(): string | null {
  return useStore(homeFilterStore, null);
}
