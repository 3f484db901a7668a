import type { ConfirmContactResponse, ContactType } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '../../../lib/account/auth-request';

/** `POST /rest/otp/confirm-{type}/`: checks the code the player received. */
export function confirmContact(input: { type: ContactType; code: string }): Promise<ConfirmContactResponse> {
  return authRequest<ConfirmContactResponse>(`/rest/otp/confirm-${input.type}/`, {
    body: { code: input.code },
  });
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
