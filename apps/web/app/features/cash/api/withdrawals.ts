import type { Withdrawal } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /rest/cash/withdrawals/`: the player's withdrawals, newest first. */
export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  return (await apiRequest<{ success: true; data: Withdrawal[] }>('/rest/cash/withdrawals/')).data;
}

export const withdrawalsQuery = queryOptions({
  queryKey: ['cash', 'withdrawals'],
  queryFn: fetchWithdrawals,
  staleTime: 15_000,
});

export function useWithdrawals() {
  return useQuery(withdrawalsQuery);
}
