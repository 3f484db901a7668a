import { type PlayerLimitsInfo, RESPONSIBLE_ENDPOINTS, type RealityCheckRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_LIMITS_KEY, SESSION_FIGURES_KEY } from './query-keys';

/** `POST /rest/self-limits/reality-check/`: how often to be reminded (minutes), or null for never. */
export async function setRealityCheckInterval(request: RealityCheckRequest): Promise<void> {
  await callEndpoint(RESPONSIBLE_ENDPOINTS.setRealityCheck, { body: request });
}

/** The interval saved is written into the cached settings at once, so the choice never flickers back. */
export function useSetRealityCheckInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheckInterval,
    onSuccess: (_, { intervalMinutes }) =>
      queryClient.setQueryData<PlayerLimitsInfo>(PLAYER_LIMITS_KEY, (info) =>
        info ? { ...info, realityCheck: { intervalMinutes } } : info,
      ),
  });
}

/** `POST /rest/self-limits/reality-check/ack/`: the player read the reality check; play goes on. */
export async function acknowledgeRealityCheck(): Promise<void> {
  await callEndpoint(RESPONSIBLE_ENDPOINTS.acknowledgeRealityCheck);
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_FIGURES_KEY }),
  });
}
