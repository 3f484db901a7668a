import type { AppInit, BrandConfig, Language } from '@casino/contracts';
import { createContext, useContext } from 'react';

const AppDataContext = createContext<AppInit | null>(null);

export function AppDataProvider({ init, children }: { init: AppInit; children: React.ReactNode }) {
  return <AppDataContext.Provider value={init}>{children}</AppDataContext.Provider>;
}

/** The start-up data of this document (spec section 3). */
export function useAppData(): AppInit {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData outside AppDataProvider');
  return value;
}

export function useBrand(): BrandConfig {
  return useAppData().appMain.project.brand;
}

export function useLanguage(): Language {
  return useAppData().i18nLang;
}
