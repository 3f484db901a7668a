import type { LogoutResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from './auth-request';

/** `POST /rest/logout/`: ends the session and clears its cookie (a POST, so no other site can sign the player out). */
export function logout(): Promise<LogoutResponse> {
  return authRequest<LogoutResponse>('/rest/logout/', { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
