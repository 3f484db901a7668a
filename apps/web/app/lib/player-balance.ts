import type { PlayerBalance } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoints } from './endpoint-client';
import { PLAYER_BALANCE_KEY } from './wallet-query-keys';

// The header shows the balance on every page, the home page among them: the table comes with the first call.
const callWallet = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/wallet').then((table) => table.WALLET_ENDPOINTS),
);

/** `GET /rest/player/balance/`: principal, hold and total in the player's currency (spec section 3). */
export async function fetchPlayerBalance(): Promise<PlayerBalance> {
  return (await callWallet('balance')).data;
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
