import type { LoginRequest, LoginResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { authRequest, SLOW_CALL_TIMEOUT_MS } from './auth-request';

/** `POST /login/` with an e-mail, phone or login name; the session arrives as the httpOnly cookie. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return authRequest<LoginResponse>('/login/', { body, timeoutMs: SLOW_CALL_TIMEOUT_MS });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
