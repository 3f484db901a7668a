import type { LoginRequest, LoginResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from '../../../lib/account/account-endpoints';
import { SLOW_CALL_TIMEOUT_MS } from '../../../lib/account/auth-request';
import { useCaptcha } from '../captcha/use-captcha';

/** `POST /login/` with an e-mail, phone or login name; the session arrives as the httpOnly cookie. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return callAccountEndpoint('login', { body, timeoutMs: SLOW_CALL_TIMEOUT_MS });
}

/** The login with its captcha token; `checkingHuman` while the token is being earned. */
export function useLogin() {
  const captcha = useCaptcha('login');
  const mutation = useMutation({
    mutationFn: async (body: LoginRequest) => login(await captcha.withCaptcha(body)),
  });
  return { ...mutation, checkingHuman: captcha.checking };
}
