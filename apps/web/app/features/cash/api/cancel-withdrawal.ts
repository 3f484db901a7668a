import { CASH_WITHDRAWAL_ENDPOINTS, type WithdrawalResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useMoneyMoved } from './money-moved';

/** `POST /rest/cash/withdrawals/{id}/cancel/`: a pending withdrawal's money goes back to the balance. */
export function cancelWithdrawal(withdrawalId: string): Promise<WithdrawalResponse> {
  return callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.cancel, { params: { id: withdrawalId } });
}

export function useCancelWithdrawal() {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: moneyMoved });
}
