import { OPERATOR_LOTTERY_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The lotteries with their terms and scheduled draws; a change invalidates every `['lotteries']` query. */
export const lotteriesQuery = queryOptions({
  queryKey: ['lotteries', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_LOTTERY_ENDPOINTS.list, { signal }),
});
