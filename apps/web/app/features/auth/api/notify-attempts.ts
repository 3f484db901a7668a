import type { ContactType, NotifyAttemptsResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAccountEndpoint } from '../../../lib/account/account-endpoints';

/** `GET /rest/otp/notify-attempts-count/`: wrong tries left on the open code and when a new one may be sent. */
export async function fetchNotifyAttempts(type: ContactType): Promise<NotifyAttemptsResponse['data']> {
  return (await callAccountEndpoint('notifyAttempts', { query: { type } })).data;
}

export function notifyAttemptsQuery(type: ContactType) {
  return queryOptions({
    queryKey: ['notify-attempts-count', type],
    queryFn: () => fetchNotifyAttempts(type),
    staleTime: 0,
  });
}

export function useNotifyAttempts(type: ContactType) {
  return useQuery(notifyAttemptsQuery(type));
}
