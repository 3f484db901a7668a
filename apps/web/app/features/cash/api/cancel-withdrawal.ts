import type { WithdrawalResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMoneyMoved } from './money-moved';

/** `POST /rest/cash/withdrawals/{id}/cancel/`: a pending withdrawal's money goes back to the balance. */
export function cancelWithdrawal(withdrawalId: string): Promise<WithdrawalResponse> {
  return apiRequest<WithdrawalResponse>(
    `/rest/cash/withdrawals/${encodeURIComponent(withdrawalId)}/cancel/`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useCancelWithdrawal() {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: moneyMoved });
}
