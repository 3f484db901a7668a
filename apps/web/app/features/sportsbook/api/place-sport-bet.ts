import type { PlaceSportBetBody, SportBet } from '@casino/contracts';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';

/** How long a placement waits for its answer; one that never came is sent again under its reference id. */
const PLACEMENT_TIMEOUT_MS = 15_000;

/**
 * `POST /rest/sports-book/bets/`: places a single or an express under the slip's reference id. The bet comes back
 * accepted, pending (a live bet waiting out the bet delay) or rejected with its reason; refusals before a bet
 * exists (the balance, player protection, a malformed slip) reject with the server's error.
 */
export async function placeSportBet(body: PlaceSportBetBody): Promise<SportBet> {
  return (await callSportBetEndpoint('place', { body, timeoutMs: PLACEMENT_TIMEOUT_MS })).data;
}
