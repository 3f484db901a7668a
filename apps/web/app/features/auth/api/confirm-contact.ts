import type { ConfirmContactResponse, ContactType } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from '../../../lib/account/account-endpoints';

/** `POST /rest/otp/confirm-{type}/`: checks the code the player received. */
export function confirmContact(input: { type: ContactType; code: string }): Promise<ConfirmContactResponse> {
  return callAccountEndpoint('confirmContact', { params: { type: input.type }, body: { code: input.code } });
}

export function useConfirmContact() {
  return useMutation({ mutationFn: confirmContact });
}
