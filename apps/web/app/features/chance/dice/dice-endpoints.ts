import type { Language } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';

/** The chance table (decision 036): the dice modal opens over any page, so its schemas load with the first call. */
export const callChanceEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/chance').then((table) => table.CHANCE_ENDPOINTS),
);

export const DICE_KEY = ['dice'] as const;

/**
 * The dice activities with the viewer's throws; keyed by whether a player is signed in, so signing in or out reads
 * them again (the server answers for the session's player).
 */
export function diceQuery(lang: Language, signedIn: boolean) {
  return {
    queryKey: [...DICE_KEY, lang, signedIn] as const,
    queryFn: async () => (await callChanceEndpoint('diceParticipant', { query: { lang } })).data,
  };
}
