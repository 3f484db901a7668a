import { useEffect } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';
import { createStore, useStore } from '../../../lib/external-store';
import { EMPTY_SLIP, parseSlip, type Slip } from './slip-rules';

/**
 * The bet slip, kept in the browser's local storage so it outlives a reload (and shared by the side panel and the
 * phone's sheet). The server renders it empty; the stored one shows once the page has hydrated.
 */
const slipStore = createStore<Slip>(() => parseSlip(readStored('local', STORAGE_KEYS.sportBetSlip)));

export function updateSlip(change: (slip: Slip) => Slip): void {
  slipStore.set(change);
  const slip = slipStore.get();
  writeStored('local', STORAGE_KEYS.sportBetSlip, slip === EMPTY_SLIP ? null : JSON.stringify(slip));
}

export function getSlip(): Slip {
  return slipStore.get();
}

export function useSlip(): Slip {
  return useStore(slipStore, EMPTY_SLIP);
}

/** Another tab's slip changes show here too. */
export function useSlipAcrossTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.sportBetSlip) slipStore.set(parseSlip(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
