import { OPERATOR_JACKPOT_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The jackpots with their pools and latest wins; a change invalidates every `['jackpots']` query. */
export const jackpotsQuery = queryOptions({
  queryKey: ['jackpots', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_JACKPOT_ENDPOINTS.list, { signal }),
});

export const jackpotQuery = (slug: string) =>
  queryOptions({
    queryKey: ['jackpots', 'one', slug],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_JACKPOT_ENDPOINTS.read, { params: { slug }, signal }),
  });
