import type { PlayerBalance, PlayerBalanceResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { PLAYER_BALANCE_KEY } from './wallet-query-keys';

/** `GET /rest/player/balance/`: principal, hold and total in the player's currency (spec section 3). */
export async function fetchPlayerBalance(): Promise<PlayerBalance> {
  return (await apiRequest<PlayerBalanceResponse>('/rest/player/balance/')).data;
}

export const playerBalanceQuery = queryOptions({
  queryKey: PLAYER_BALANCE_KEY,
  queryFn: fetchPlayerBalance,
  // The header shows it on every page: read it again when the player comes back to the tab, and now and then.
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export function usePlayerBalance(enabled = true) {
  return useQuery({ ...playerBalanceQuery, enabled });
}
