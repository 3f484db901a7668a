import type { PlatformApi } from '@casino/contracts';
import { useRouteLoaderData } from 'react-router';
import type { OddsFormat } from './odds-format';

/**
 * What the root loader reads for each document: start-up data, theme, CSP nonce, sidebar state, odds format, and
 * whether the visitor has confirmed their age.
 */
export interface RootData {
  init: Awaited<ReturnType<PlatformApi['appInit']>>;
  theme: PlatformApi['theme'];
  nonce: PlatformApi['nonce'];
  sidebarCollapsed: boolean;
  oddsFormat: OddsFormat;
  ageConfirmed: boolean;
}

/** The root loader's data, for code below the root, which may not import it (decision 022). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}
