import { OPERATOR_WHEEL_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The wheels with their terms and segments; a change invalidates every `['wheels']` query. */
export const wheelsQuery = queryOptions({
  queryKey: ['wheels', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_WHEEL_ENDPOINTS.list, { signal }),
});

export const wheelQuery = (slug: string) =>
  queryOptions({
    queryKey: ['wheels', 'one', slug],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_WHEEL_ENDPOINTS.read, { params: { slug }, signal }),
  });
