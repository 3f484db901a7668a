import type { RegistrationFlowResponse } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { authRequest } from '../../../lib/account/auth-request';

/** `GET /rest/otp/get-flow/`: the flow of a registration source and where it leads once complete. */
export function fetchRegistrationFlow(source: string): Promise<RegistrationFlowResponse['data']> {
  const query = new URLSearchParams({ registration_source: source });
  return authRequest<RegistrationFlowResponse>(`/rest/otp/get-flow/?${query}`).then((body) => body.data);
}

/** A source's flow does not change while the page is open. */
export function registrationFlowQuery(source: string) {
  return queryOptions({
    queryKey: ['registration-flow', source],
    queryFn: () => fetchRegistrationFlow(source),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
