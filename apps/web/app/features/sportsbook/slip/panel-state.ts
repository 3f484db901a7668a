import { createStore, useStore } from '../../../lib/external-store';

export type PanelTab = 'slip' | 'myBets';

/** Which tab the slip panel shows, and whether the phone's sheet is open: one for the page, set from anywhere. */
const panelStore = createStore<{ tab: PanelTab; sheetOpen: boolean }>({ tab: 'slip', sheetOpen: false });

export function showPanelTab(tab: PanelTab, openSheet = false): void {
  panelStore.set((current) => ({ tab, sheetOpen: openSheet || current.sheetOpen }));
}

export function setSheetOpen(sheetOpen: boolean): void {
  panelStore.set((current) => ({ ...current, sheetOpen }));
}

export function usePanelState() {
  return useStore(panelStore);
}
