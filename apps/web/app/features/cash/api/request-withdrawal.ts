import {
  CASH_WITHDRAWAL_ENDPOINTS,
  type WithdrawalRequest,
  type WithdrawalResponse,
} from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useMoneyMoved } from './money-moved';

/** `POST /rest/cash/output/`: the amount moves from the balance to hold at once. */
export function requestWithdrawal(request: WithdrawalRequest): Promise<WithdrawalResponse> {
  return callEndpoint(CASH_WITHDRAWAL_ENDPOINTS.request, { body: request });
}

export function useRequestWithdrawal() {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: moneyMoved });
}
