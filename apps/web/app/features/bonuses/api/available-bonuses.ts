import { useQuery } from '@tanstack/react-query';
import { callBonusEndpoint } from '../../../lib/bonus-endpoints';
import { availableBonusesKey } from '../../../lib/bonus-query-keys';
import { usePlayPaused } from '../../../lib/play-pause';

/**
 * `POST /rest/bonuses/availableBonus/`: how many bonuses the player may take now. Under the bonuses' key, so a
 * bonus message or a bonus taken reads it again. Not asked in a time-out or self-exclusion: none may be taken.
 */
export function useAvailableBonusesCount() {
  const paused = usePlayPaused();
  return useQuery({
    enabled: !paused,
    queryKey: availableBonusesKey(),
    queryFn: async () => (await callBonusEndpoint('available', {})).data.count,
  });
}
