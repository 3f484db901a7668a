import type { BonusList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { BONUS_QUERY_KEY } from '../../../lib/bonus-query-keys';

/** `GET /rest/bonuses/?tab=casino`: the active bonus, its queue, the offers and the closed bonuses. */
export async function fetchBonusList(): Promise<BonusList> {
  return (await callBonusEndpoint('list', { query: { tab: 'casino' } })).data;
}

export const bonusListQuery = queryOptions({
  queryKey: [...BONUS_QUERY_KEY, 'list', 'casino'],
  queryFn: fetchBonusList,
  // Wagering moves with every stake: read again whenever the player comes back to the page.
  staleTime: 0,
});

export function useBonusList() {
  return useQuery(bonusListQuery);
}
