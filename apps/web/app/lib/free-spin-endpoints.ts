import type { Language, PeriodFreeSpins } from '@casino/contracts';
import { lazyEndpoints } from './endpoint-client';

/**
 * Calls of the free spins' endpoint table. The game modal asks for the player's free spins when their balance
 * is empty, over any page, so the table (and zod) loads with the first call (decision 025).
 */
export const callFreeSpinEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/free-spins').then((table) => table.FREE_SPIN_ENDPOINTS),
);

/** `GET /rest/bonuses/period-fs/`: the player's free spins with rounds to play now. */
export async function fetchFreeSpins(lang: Language): Promise<PeriodFreeSpins['freeSpins']> {
  return (await callFreeSpinEndpoint('periodFreeSpins', { query: { lang } })).data.freeSpins;
}

/** The games the player has free spins to play on now: the Game modal's zero-balance rule lets them play these. */
export async function freeSpinGames(lang: Language): Promise<ReadonlySet<string>> {
  const spins = await fetchFreeSpins(lang);
  return new Set(spins.flatMap((grant) => grant.games.map((game) => game.slug)));
}
