import type { DepositRequest, DepositResponse } from '@casino/contracts';
import { callDepositEndpoint } from './deposit-endpoints';

/** A payment start gives up after 30 s (the provider may be slow); the same idempotency key makes a retry safe. */
export const DEPOSIT_CALL_TIMEOUT_MS = 30_000;

/**
 * `POST /rest/cash/input/`: starts a deposit. The answer's action says what comes next: the provider's page in a
 * frame, a 3-D Secure challenge, a wallet button, bank details, or the result.
 */
export function startDeposit(request: DepositRequest): Promise<DepositResponse> {
  return callDepositEndpoint('start', { body: request, timeoutMs: DEPOSIT_CALL_TIMEOUT_MS });
}
