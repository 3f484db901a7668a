import type { Currency, JackpotsStatus } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';

export const callJackpotEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/jackpots').then((table) => table.JACKPOT_ENDPOINTS),
);

/** The same for every visitor in a currency: no player key, a sign-in does not change it. */
export const JACKPOTS_KEY = ['jackpots-status'] as const;

export function jackpotsStatusQuery(currency: Currency) {
  return {
    queryKey: [...JACKPOTS_KEY, currency] as const,
    queryFn: async () => (await callJackpotEndpoint('jackpotsStatus', { query: { currency } })).data,
  };
}

/** The status with one pool's amount as a push told it; a pool in another currency is left alone. */
export function withPoolAmount(
  status: JackpotsStatus,
  update: { slug: string; amount: number; currency: Currency },
): JackpotsStatus {
  if (update.currency !== status.currency) return status;
  return {
    ...status,
    jackpots: status.jackpots.map((jackpot) =>
      jackpot.slug === update.slug ? { ...jackpot, amount: update.amount } : jackpot,
    ),
  };
}
