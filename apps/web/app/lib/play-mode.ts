import { readStored, STORAGE_KEYS, writeStored } from './browser-storage';
import { createStore, useStore } from './external-store';

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
