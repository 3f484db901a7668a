import { type Language, localizePath, splitLanguagePrefix } from '@casino/contracts';
import { readStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { createStore, useStore } from './external-store';
import { MAIN_ROUTES } from './route-table';

/** Spec section 1: a play mode, casino or sport, defaults to casino. Kept in local storage. */
export const PLAY_MODES = ['casino', 'sport'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const DEFAULT_PLAY_MODE: PlayMode = 'casino';

export function parsePlayMode(value: string | null): PlayMode {
  return PLAY_MODES.find((mode) => mode === value) ?? DEFAULT_PLAY_MODE;
}

export function otherPlayMode(mode: PlayMode): PlayMode {
  return mode === 'casino' ? 'sport' : 'casino';
}

const playModeStore = createStore<PlayMode>(() => parsePlayMode(readStored('local', STORAGE_KEYS.playMode)));

export function setPlayMode(mode: PlayMode): void {
  writeStored('local', STORAGE_KEYS.playMode, mode);
  playModeStore.set(mode);
}

/** The current play mode; the server renders the default and the stored choice applies after hydration. */
export function usePlayMode(): PlayMode {
  return useStore(playModeStore, DEFAULT_PLAY_MODE);
}

/** The sportsbook's own page, language-neutral: the route table's `sportsBook` without its slug. */
export const SPORTSBOOK_PATH = MAIN_ROUTES.sportsBook.path.replace(/:slug\?\/$/, '');

/** Where each mode leads when the player picks it: the casino lobby or the sportsbook, in the page's language. */
export function playModeHome(mode: PlayMode, lang: Language): string {
  return localizePath(mode === 'sport' ? SPORTSBOOK_PATH : MAIN_ROUTES.games.path, lang);
}

/** The mode a page belongs to by its address: the sportsbook's pages are sport, the others say nothing. */
export function pagePlayMode(pathname: string): PlayMode | null {
  const { path } = splitLanguagePrefix(pathname);
  return path.startsWith(SPORTSBOOK_PATH) ? 'sport' : null;
}
