import type { Currency, JackpotSevens } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

export const callSevensEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/jackpot-sevens').then((table) => table.JACKPOT_SEVENS_ENDPOINTS),
);

/** Under the player's key: the answer holds the player's own part, so signing in or out reads it again. */
export const SEVENS_KEY = [...PLAYER_QUERY_KEY, 'jackpot-sevens'] as const;

export function sevensQuery(currency: Currency, signedIn: boolean) {
  return {
    queryKey: [...SEVENS_KEY, currency, signedIn] as const,
    queryFn: async () => (await callSevensEndpoint('jackpotSevens', { query: { currency } })).data,
  };
}

/** The jackpot with its amount as a push told it; another jackpot's or currency's push leaves it alone. */
export function withSevensAmount(
  sevens: JackpotSevens | null,
  update: { slug: string; currency: Currency; amount: number },
): JackpotSevens | null {
  if (!sevens || sevens.slug !== update.slug || sevens.currency !== update.currency) return sevens;
  return { ...sevens, amount: update.amount };
}
