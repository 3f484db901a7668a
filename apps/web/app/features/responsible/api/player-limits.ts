import { type PlayerLimitsInfo, RESPONSIBLE_ENDPOINTS } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_LIMITS_KEY } from './query-keys';

/** `GET /rest/self-limits/player-info/`: every limit with its use, the exclusion and the reality-check interval. */
export async function fetchPlayerLimits(): Promise<PlayerLimitsInfo> {
  return (await callEndpoint(RESPONSIBLE_ENDPOINTS.playerInfo)).data;
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
