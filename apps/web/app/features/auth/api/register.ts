import type { RegisterRequest, RegisterResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { authRequest, SLOW_CALL_TIMEOUT_MS } from './auth-request';

/** `POST /rest/registerV2/`: creates the player and signs them in. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return authRequest<RegisterResponse>('/rest/registerV2/', { body, timeoutMs: SLOW_CALL_TIMEOUT_MS });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
