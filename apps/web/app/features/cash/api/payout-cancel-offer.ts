import { CASH_WITHDRAWAL_ENDPOINTS, type PayoutCancelPopupResponse } from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useMoneyMoved } from './money-moved';

/**
 * The payout-cancel popup (spec section 7: show, reject, apply): a pending withdrawal the player may take back to
 * the balance, offered on the deposit view.
 */
export async function fetchPayoutCancelOffer(): Promise<PayoutCancelPopupResponse['data']> {
  return (await callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.cancelOffer)).data;
}

export const payoutCancelOfferQuery = queryOptions({
  queryKey: ['cash', 'payout-cancel-offer'],
  queryFn: fetchPayoutCancelOffer,
  staleTime: 30_000,
});

export function usePayoutCancelOffer() {
  return useQuery(payoutCancelOfferQuery);
}

/** Not now: the offer is not made again for this withdrawal. */
export function useRejectPayoutCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.dismissCancelOffer, { body: { withdrawalId } }),
    onSuccess: () => queryClient.setQueryData(payoutCancelOfferQuery.queryKey, null),
  });
}

/** Cancels the withdrawal: its money goes back to the balance. */
export function useApplyPayoutCancel() {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.acceptCancelOffer, { body: { withdrawalId } }),
    onSuccess: moneyMoved,
  });
}
