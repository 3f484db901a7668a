import type { Language } from '@casino/contracts';
import { callChanceEndpoint } from '../../../lib/chance-endpoints';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

/** Under the player's key: signing in or out, and a spin, read the wheel again. */
export const WHEEL_KEY = [...PLAYER_QUERY_KEY, 'wheel'] as const;

/** The wheel and the viewer's spins today (the server answers for the session's player). */
export function wheelInfoQuery(lang: Language, signedIn: boolean) {
  return {
    queryKey: [...WHEEL_KEY, 'info', lang, signedIn] as const,
    queryFn: async () => (await callChanceEndpoint('wheelInfo', { query: { lang } })).data,
  };
}

/** The wheel's segments with their published chances, prizes in the viewer's currency. */
export function wheelSegmentsQuery(lang: Language, signedIn: boolean) {
  return {
    queryKey: [...WHEEL_KEY, 'segments', lang, signedIn] as const,
    queryFn: async () => (await callChanceEndpoint('wheelSegments', { query: { lang } })).data,
  };
}

/** The player's wheel prizes, newest first. */
export function wheelPrizesQuery(lang: Language) {
  return {
    queryKey: [...WHEEL_KEY, 'prizes', lang] as const,
    queryFn: async () => (await callChanceEndpoint('wheelPrizes', { query: { lang } })).data,
  };
}

/** The verify page's address of a spin this tab saw, by its prize's id (set by the spin, read by the prize's popup). */
export function wheelVerifyKey(prizeId: number) {
  return [...WHEEL_KEY, 'verify', prizeId] as const;
}

/** One of the player's wheel prizes, by the spin's id. */
export function wheelPrizeQuery(lang: Language, id: number) {
  return {
    queryKey: [...WHEEL_KEY, 'prize', lang, id] as const,
    queryFn: async () => (await callChanceEndpoint('wheelPrize', { params: { id }, query: { lang } })).data,
  };
}

/** The guest wheel with a demo spin drawn by the server (never paid, never recorded). */
export function guestWheelQuery(lang: Language) {
  return {
    queryKey: ['wheel', 'guest', lang] as const,
    queryFn: async () => (await callChanceEndpoint('wheelGuest', { query: { lang } })).data,
  };
}
