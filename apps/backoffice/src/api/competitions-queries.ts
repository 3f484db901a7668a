import { OPERATOR_COMPETITION_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** Every competition, the latest start first; a change invalidates every `['competitions']` query. */
export const competitionsQuery = queryOptions({
  queryKey: ['competitions', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.list, { signal }),
});

export const competitionQuery = (id: number) =>
  queryOptions({
    queryKey: ['competitions', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_COMPETITION_ENDPOINTS.get, { params: { id }, signal }),
  });
