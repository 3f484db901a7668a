import type { PlayerLimitsInfo, RealityCheckRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_LIMITS_KEY } from './player-limits';
import { SESSION_FIGURES_KEY } from './session-figures';

/** `POST /rest/self-limits/reality-check/`: how often to be reminded (minutes), or null for never. */
export async function setRealityCheckInterval(request: RealityCheckRequest): Promise<void> {
  await apiRequest<{ success: true }>('/rest/self-limits/reality-check/', { method: 'POST', body: request });
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
  await apiRequest<{ success: true }>('/rest/self-limits/reality-check/ack/', { method: 'POST' });
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_FIGURES_KEY }),
  });
}
