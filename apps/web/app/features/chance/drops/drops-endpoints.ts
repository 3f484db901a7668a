import type { Currency, DropKind } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';

export const callDropEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/drops').then((table) => table.DROP_ENDPOINTS),
);

/** The drops as the viewer reads them: a sign-in adds their own, so the key names the viewer's currency and kind. */
export const DROPS_KEY = ['drops'] as const;

export function dropsQuery(kind: DropKind, currency: Currency, signedIn: boolean) {
  return {
    queryKey: [...DROPS_KEY, kind, currency, signedIn] as const,
    queryFn: async () =>
      (await callDropEndpoint(kind === 'prize' ? 'prizeDrops' : 'starDrops', { query: { currency } })).data,
  };
}
