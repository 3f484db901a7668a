import { type PlayerLimitsInfo, RESPONSIBLE_ENDPOINTS, type UpdateLimitsRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { PLAYER_LIMITS_KEY } from './query-keys';

/**
 * `POST /rest/self-limits/update-limits/`: sets, changes or removes limits, all or none (422 `validation_failed`
 * naming `limits.N.amount`). Answers the limits as they now stand.
 */
export async function updateLimits(request: UpdateLimitsRequest): Promise<PlayerLimitsInfo> {
  return (await callEndpoint(RESPONSIBLE_ENDPOINTS.updateLimits, { body: request })).data;
}

export function useUpdateLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLimits,
    onSuccess: (info) => queryClient.setQueryData(PLAYER_LIMITS_KEY, info),
  });
}
