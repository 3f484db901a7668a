import { OPERATOR_LOOT_BOX_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The loot-box campaigns a box can be given from, or a prize can name. */
export const lootBoxCampaignsQuery = queryOptions({
  queryKey: ['promotions', 'loot-box-campaigns'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_LOOT_BOX_ENDPOINTS.campaigns, { signal }),
});
