import type { StudioRoundLookupResponse } from '@casino/contracts';
import { studioRequest } from './studio-request';

export type RoundFacts = StudioRoundLookupResponse['data'];

/**
 * `GET /studio/api/rounds/{roundId}/` (public): a settled round, with its server seed once the player rotated
 * away from it.
 */
export function fetchRound(roundId: string, signal?: AbortSignal): Promise<RoundFacts> {
  return studioRequest<RoundFacts>(`/rounds/${encodeURIComponent(roundId)}/`, signal ? { signal } : {});
}
