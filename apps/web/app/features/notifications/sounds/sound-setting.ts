import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';
import { createStore, useStore } from '../../../lib/external-store';

/** Whether the player turned notification sounds off; kept in the browser, so it holds across visits. */
const mutedStore = createStore(() => readStored('local', STORAGE_KEYS.notificationSoundsMuted) === 'true');

export function soundsMuted(): boolean {
  return mutedStore.get();
}

export function setSoundsMuted(muted: boolean): void {
  writeStored('local', STORAGE_KEYS.notificationSoundsMuted, muted ? 'true' : null);
  mutedStore.set(muted);
}

/** The server renders the sounds as on; the stored choice shows after hydration. */
export function useSoundsMuted(): boolean {
  return useStore(mutedStore, false);
}
