import type { ContactType, NotifyAttemptsResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '../../../lib/account/auth-request';

/** `GET /rest/otp/notify-attempts-count/`: wrong tries left on the open code and when a new one may be sent. */
export function fetchNotifyAttempts(type: ContactType): Promise<NotifyAttemptsResponse['data']> {
  return authRequest<NotifyAttemptsResponse>(`/rest/otp/notify-attempts-count/?type=${type}`).then(
    (body) => body.data,
  );
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
