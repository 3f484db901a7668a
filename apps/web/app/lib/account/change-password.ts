import type { ChangePasswordRequest, ChangePasswordResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-endpoints';

/** `POST /rest/player/change-password/` with the old password or a restore token (which also logs in). */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return callAccountEndpoint('changePassword', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
