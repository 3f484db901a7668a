import { CASH_WITHDRAWAL_ENDPOINTS, type WithdrawalMethodsResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export type WithdrawalOptions = WithdrawalMethodsResponse['data'];

/**
 * `GET /rest/cash/output/methods/`: withdrawal methods with limits, saved cards, whether identity verification is
 * approved and a tax ID is needed, and the balance.
 */
export async function fetchWithdrawalOptions(): Promise<WithdrawalOptions> {
  return (await callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.methods)).data;
}

export const withdrawalOptionsQuery = queryOptions({
  queryKey: ['cash', 'withdrawal-options'],
  queryFn: fetchWithdrawalOptions,
  staleTime: 15_000,
});

export function useWithdrawalOptions() {
  return useQuery(withdrawalOptionsQuery);
}
