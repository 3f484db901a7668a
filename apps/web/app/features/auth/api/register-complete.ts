import type { RegisterCompleteRequest, RegisterCompleteResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRegistrationEndpoint } from './table-calls';

/** `POST /rest/players/register/complete/`: the signed-in player gives what the funnel still needs. */
export function completeRegistration(body: RegisterCompleteRequest): Promise<RegisterCompleteResponse> {
  return callRegistrationEndpoint('complete', { body });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
