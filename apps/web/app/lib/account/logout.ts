import type { LogoutResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-endpoints';

/** `POST /rest/logout/`: ends the session and clears its cookie (a POST, so no other site can sign the player out). */
export function logout(): Promise<LogoutResponse> {
  return callAccountEndpoint('logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
