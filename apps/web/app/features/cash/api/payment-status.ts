import type { DepositResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentStatusKey } from '../../../lib/wallet-query-keys';
import { callDepositEndpoint } from './deposit-endpoints';

/** How often an open payment is read while the provider has it. */
export const PAYMENT_POLL_MS = 1_500;

/** `GET /rest/cash/payments/{id}/`: the payment with the action it is at now (null while it is open). */
export function fetchPaymentStatus(paymentId: string): Promise<DepositResponse> {
  return callDepositEndpoint('payment', { params: { id: paymentId } });
}

export function paymentStatusQuery(paymentId: string) {
  return queryOptions({
    queryKey: paymentStatusKey(paymentId),
    queryFn: () => fetchPaymentStatus(paymentId),
    staleTime: 0,
    gcTime: 0,
    retry: 2,
  });
}

/** Reads an open payment every 1.5 s until the cash desk stops asking (`paymentId` null). */
export function usePaymentStatus(paymentId: string | null) {
  return useQuery({
    ...paymentStatusQuery(paymentId ?? ''),
    enabled: paymentId !== null,
    refetchInterval: PAYMENT_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
