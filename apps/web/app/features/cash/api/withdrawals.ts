import { CASH_WITHDRAWAL_ENDPOINTS, type Withdrawal } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** `GET /rest/cash/withdrawals/`: the player's withdrawals, newest first. */
export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  return (await callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.list)).data;
}

export const withdrawalsQuery = queryOptions({
  queryKey: ['cash', 'withdrawals'],
  queryFn: fetchWithdrawals,
  staleTime: 15_000,
});

export function useWithdrawals() {
  return useQuery(withdrawalsQuery);
}
