import type { AppCashResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callDepositEndpoint } from './deposit-endpoints';

export type AppCash = AppCashResponse['data'];

/**
 * `GET /rest/cash/app/` (spec: get app cash): what the deposit view shows first — methods in the player's currency
 * with limits and presets, one-click data (saved cards, the last provider), the balance and the smallest deposit.
 */
export async function fetchAppCash(): Promise<AppCash> {
  return (await callDepositEndpoint('desk')).data;
}

export const appCashQuery = queryOptions({
  queryKey: ['cash', 'app'],
  queryFn: fetchAppCash,
  staleTime: 30_000,
});

export function useAppCash() {
  return useQuery(appCashQuery);
}
