import type { StudioDemoResetResponse } from '@casino/contracts';
import { studioRequest } from './studio-request';

/** `POST /studio/api/demo/reset`: fills the demo balance back up; answers the new balance. */
export async function resetDemoBalance(session: string): Promise<number> {
  return (await studioRequest<StudioDemoResetResponse['data']>('/demo/reset', { body: {}, session })).balance;
}
