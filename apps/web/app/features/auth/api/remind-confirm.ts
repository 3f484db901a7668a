import type { RemindConfirmRequest, RemindConfirmResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendAuthRequest, successBody } from '../../../lib/account/auth-request';

type RestoreRefusal = Extract<RemindConfirmResponse, { success: false }>;
type RestoreGranted = Extract<RemindConfirmResponse, { success: true }>;

function isRefusal(body: unknown): body is RestoreRefusal {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'number';
}

/**
 * `POST /remind/confirm/`: trades the link token, or the contact and its code, for a restore token. A refusal is
 * an answer, not a failure: `{ success: false, error: <RESTORE_ERROR> }`, whatever the HTTP status.
 */
export async function confirmRestore(body: RemindConfirmRequest): Promise<RemindConfirmResponse> {
  const response = await sendAuthRequest<RemindConfirmResponse>('/remind/confirm/', { body });
  if (isRefusal(response.body)) return response.body;
  return successBody(response as { status: number; body: RestoreGranted });
}

export function useConfirmRestore() {
  return useMutation({ mutationFn: confirmRestore });
}
