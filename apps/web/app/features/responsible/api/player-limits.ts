import type { PlayerLimitsInfo, PlayerLimitsInfoResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

/** Under the player's key, so a resubscribed push channel reads the limits again with the rest. */
export const PLAYER_LIMITS_KEY = [...PLAYER_QUERY_KEY, 'self-limits'] as const;

/** `GET /rest/self-limits/player-info/`: every limit with its use, the exclusion and the reality-check interval. */
export async function fetchPlayerLimits(): Promise<PlayerLimitsInfo> {
  return (await apiRequest<PlayerLimitsInfoResponse>('/rest/self-limits/player-info/')).data;
}

export const playerLimitsQuery = queryOptions({
  queryKey: PLAYER_LIMITS_KEY,
  queryFn: fetchPlayerLimits,
  // What is used moves with every deposit and bet: read again whenever the player comes back to it.
  staleTime: 0,
});

export function usePlayerLimits(enabled = true) {
  return useQuery({ ...playerLimitsQuery, enabled });
}
