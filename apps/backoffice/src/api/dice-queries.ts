import { OPERATOR_DICE_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The dice activities with their terms and the sectors' chances; a change invalidates every `['dice']` query. */
export const diceActivitiesQuery = queryOptions({
  queryKey: ['dice', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_DICE_ENDPOINTS.list, { signal }),
});
