import type { Language } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';

/** The chests' table loads with the first call: the popups open over any page. */
export const callChestEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/chests').then((table) => table.CHEST_ENDPOINTS),
);

export const CHESTS_KEY = ['chests'] as const;
export const LOOT_BOXES_KEY = ['loot-boxes'] as const;

/** The running chests; keyed by whether a player is signed in, so signing in or out reads them again. */
export function chestsQuery(lang: Language, signedIn: boolean) {
  return {
    queryKey: [...CHESTS_KEY, lang, signedIn] as const,
    queryFn: async () => (await callChestEndpoint('chests', { query: { lang } })).data,
    retry: false,
  };
}

export function lootBoxQuery(id: number, lang: Language) {
  return {
    queryKey: [...LOOT_BOXES_KEY, id, lang] as const,
    queryFn: async () => (await callChestEndpoint('lootBox', { params: { id }, query: { lang } })).data,
    retry: false,
  };
}

export function lootBoxListQuery(lang: Language) {
  return {
    queryKey: [...LOOT_BOXES_KEY, 'list', lang] as const,
    queryFn: async () => (await callChestEndpoint('lootBoxes', { query: { lang } })).data,
  };
}
