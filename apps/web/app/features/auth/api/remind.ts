import type { RemindRequest, RemindResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from '../../../lib/account/account-endpoints';

/** `POST /remind/`: e-mails a restore link (`token`) or texts a code (`code`). */
export function remind(body: RemindRequest): Promise<RemindResponse> {
  return callAccountEndpoint('remind', { body });
}

export function useRemind() {
  return useMutation({ mutationFn: remind });
}
