import type { Language } from '@casino/contracts';
import { callChanceEndpoint } from '../../../lib/chance-endpoints';

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
