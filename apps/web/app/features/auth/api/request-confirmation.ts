import type { CodeSentResponse, ContactType } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from '../../../lib/account/account-endpoints';

/** `POST /rest/otp/request-confirm-{type}/`: sends a new code to the player's e-mail or phone (by sms). */
export function requestConfirmation(type: ContactType): Promise<CodeSentResponse> {
  return callAccountEndpoint('requestContactCode', { params: { type }, body: { channel: 'sms' } });
}

export function useRequestConfirmation() {
  return useMutation({ mutationFn: requestConfirmation });
}
