import { OPERATOR_CHEST_CAMPAIGN_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** The chest and loot-box campaigns; a change invalidates every `['chest-campaigns']` query. */
export const chestCampaignsQuery = queryOptions({
  queryKey: ['chest-campaigns', 'list'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_CHEST_CAMPAIGN_ENDPOINTS.list, { signal }),
});

export const chestCampaignQuery = (id: string) =>
  queryOptions({
    queryKey: ['chest-campaigns', 'one', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_CHEST_CAMPAIGN_ENDPOINTS.read, { params: { id }, signal }),
  });
