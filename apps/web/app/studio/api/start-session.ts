import type { StudioSession } from '@casino/contracts';
import { studioRequest } from './studio-request';

/** `POST /studio/api/sessions`: trades the one-time launch token of the page's address for a studio session. */
export function startSession(launchToken: string): Promise<StudioSession> {
  return studioRequest<StudioSession>('/sessions', { body: { launchToken } });
}
