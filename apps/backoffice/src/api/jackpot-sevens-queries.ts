import { OPERATOR_JACKPOT_SEVENS_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The jackpot-sevens with their pools and open rounds; a change invalidates every `['jackpot-sevens']` query. */
export const jackpotSevensQuery = queryOptions({
  queryKey: ['jackpot-sevens', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_JACKPOT_SEVENS_ENDPOINTS.list, { signal }),
});

export const jackpotSevensOneQuery = (slug: string) =>
  queryOptions({
    queryKey: ['jackpot-sevens', 'one', slug],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_JACKPOT_SEVENS_ENDPOINTS.read, { params: { slug }, signal }),
  });
