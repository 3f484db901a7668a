import {
  type ExcludeRequest,
  type Exclusion,
  type PlayerLimitsInfo,
  RESPONSIBLE_ENDPOINTS,
} from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppData, useSetPlayer } from '../../../lib/app-data';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_LIMITS_KEY } from './query-keys';

/**
 * `POST /rest/self-limits/exclude/`: a time-out or self-exclusion, in force at once and never lifted early (409
 * `exclusion_shorter` when one in force lasts longer).
 */
export async function exclude(request: ExcludeRequest): Promise<Exclusion> {
  return (await callEndpoint(RESPONSIBLE_ENDPOINTS.exclude, { body: request })).data;
}

/** The exclusion; then the page knows the player as excluded (the cash desk and games close to them). */
export function useExclude() {
  const queryClient = useQueryClient();
  const { player } = useAppData().appMain;
  const setPlayer = useSetPlayer();
  return useMutation({
    mutationFn: exclude,
    onSuccess: (exclusion) => {
      setPlayer({ ...player, ludomanRequestStatus: 'active' });
      queryClient.setQueryData<PlayerLimitsInfo>(PLAYER_LIMITS_KEY, (info) =>
        info ? { ...info, exclusion, ludomanRequestStatus: 'active' } : info,
      );
    },
  });
}
