import type { WithdrawalRequest, WithdrawalResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMoneyMoved } from './money-moved';

/** `POST /rest/cash/output/`: the amount moves from the balance to hold at once. */
export function requestWithdrawal(request: WithdrawalRequest): Promise<WithdrawalResponse> {
  return apiRequest<WithdrawalResponse>('/rest/cash/output/', { body: request });
}

export function useRequestWithdrawal() {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: moneyMoved });
}
