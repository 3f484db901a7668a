import type { DepositResponse, TokenPayRequest } from '@casino/contracts';
import { callDepositEndpoint } from './deposit-endpoints';
import { DEPOSIT_CALL_TIMEOUT_MS } from './start-deposit';

/**
 * `POST /rest/cash/token-pay/`: pays with a saved card (one-click). Spec section 8: 444 means the player is
 * self-excluded; a refusal (success false) marks the payment failed.
 */
export function tokenPay(request: TokenPayRequest): Promise<DepositResponse> {
  return callDepositEndpoint('tokenPay', { body: request, timeoutMs: DEPOSIT_CALL_TIMEOUT_MS });
}
