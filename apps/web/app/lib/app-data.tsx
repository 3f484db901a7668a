import type { AppInit, BrandConfig, Language, PlayerMainData } from '@casino/contracts';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { handleUnauthorized } from './unauthorized';

const AppDataContext = createContext<AppInit | null>(null);
const SetPlayerContext = createContext<((player: PlayerMainData) => void) | null>(null);

/**
 * The document's start-up data. The player part changes without a new document (login, registration, a session
 * that expired), so it is state here; everything else is fixed for the document.
 */
export function AppDataProvider({ init, children }: { init: AppInit; children: React.ReactNode }) {
  const [player, setPlayer] = useState(init.appMain.player);
  const value = useMemo(() => ({ ...init, appMain: { ...init.appMain, player } }), [init, player]);
  useEffect(() => handleUnauthorized(init.i18nLang, setPlayer), [init.i18nLang]);
  return (
    <SetPlayerContext.Provider value={setPlayer}>
      <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>
    </SetPlayerContext.Provider>
  );
}

/** The start-up data of this document (spec section 3), with the player as they are now. */
export function useAppData(): AppInit {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData outside AppDataProvider');
  return value;
}

/** Replaces the player main data after the session changed (login, registration, restore). */
export function useSetPlayer(): (player: PlayerMainData) => void {
  const value = useContext(SetPlayerContext);
  if (!value) throw new Error('useSetPlayer outside AppDataProvider');
  return value;
}

export function useBrand(): BrandConfig {
  return useAppData().appMain.project.brand;
}

export function useLanguage(): Language {
  return useAppData().i18nLang;
}
