import type { StudioPlayRequest, StudioRound } from '@casino/contracts';
import { studioRequest } from './studio-request';

/** `POST /studio/api/play`: one game cycle; the same round key played again returns the same round. */
export function playRound(session: string, request: StudioPlayRequest): Promise<StudioRound> {
  return studioRequest<StudioRound>('/play', { body: request, session });
}
