import type { RegisterRequest, RegisterResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { SLOW_CALL_TIMEOUT_MS } from '../../../lib/account/auth-request';
import { useCaptcha } from '../captcha/use-captcha';
import { callRegistrationEndpoint } from './table-calls';

/** `POST /rest/registerV2/`: creates the player and signs them in. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return callRegistrationEndpoint('register', { body, timeoutMs: SLOW_CALL_TIMEOUT_MS });
}

/** Registration with its captcha token; `checkingHuman` while the token is being earned. */
export function useRegister() {
  const captcha = useCaptcha('registration');
  const mutation = useMutation({
    mutationFn: async (body: RegisterRequest) => register(await captcha.withCaptcha(body)),
  });
  return { ...mutation, checkingHuman: captcha.checking };
}
