import { OPERATOR_DROP_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from '../../api/operator-client';

/** The drop campaigns with what is left to drop; a save invalidates every `['drops']` query. */
export const dropsQuery = queryOptions({
  queryKey: ['drops', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_DROP_ENDPOINTS.list, { signal }),
});
