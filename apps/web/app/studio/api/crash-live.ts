import type { CrashBetRequest, CrashOwnBet } from '@casino/contracts';
import { studioRequest } from './studio-request';

/** `POST /studio/api/crash/bets`: a stake in the live round while it takes bets; a repeat answers the same stake. */
export function placeCrashBet(session: string, request: CrashBetRequest): Promise<CrashOwnBet> {
  return studioRequest<CrashOwnBet>('/crash/bets', { body: request, session });
}

/** `POST /studio/api/crash/cash-out`: cashes the stake out at the server's multiplier of the moment. */
export function cashOutCrash(session: string, roundId: string): Promise<CrashOwnBet> {
  return studioRequest<CrashOwnBet>('/crash/cash-out', { body: { roundId }, session });
}
