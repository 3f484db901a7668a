import { useQuery } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { availableBonusesKey } from '../../../lib/bonus-query-keys';

/**
 * `POST /rest/bonuses/availableBonus/`: how many bonuses the player may take now. Under the bonuses' key, so a
 * bonus message or a bonus taken reads it again.
 */
export function useAvailableBonusesCount() {
  return useQuery({
    queryKey: availableBonusesKey(),
    queryFn: async () => (await callBonusEndpoint('available', {})).data.count,
  });
}
