import type { RegistrationFlowResponse } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callRegistrationEndpoint } from './table-calls';

/** `GET /rest/otp/get-flow/`: the flow of a registration source and where it leads once complete. */
export async function fetchRegistrationFlow(source: string): Promise<RegistrationFlowResponse['data']> {
  return (await callRegistrationEndpoint('flow', { query: { registration_source: source } })).data;
}

/** A source's flow does not change while the page is open. */
export function registrationFlowQuery(source: string) {
  return queryOptions({
    queryKey: ['registration-flow', source],
    queryFn: () => fetchRegistrationFlow(source),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
