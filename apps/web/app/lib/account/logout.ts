import type { LogoutResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from './auth-request';

/** `GET /rest/logout/`: ends the session and clears its cookie. */
export function logout(): Promise<LogoutResponse> {
  return authRequest<LogoutResponse>('/rest/logout/');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
